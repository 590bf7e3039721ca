param(
    [string[]]$Quellen,
    [string]$Ziel,
    [string]$Uhrzeit = '02:30',
    [switch]$Spiegeln,
    [switch]$Entfernen
)

$ErrorActionPreference = 'Stop'
$AufgabenName = 'Werkbank Nachtsicherung'
$Basis = Join-Path $env:LOCALAPPDATA 'WerkbankSicherung'
$LogDir = Join-Path $Basis 'log'
$Lauf = Join-Path $Basis 'sicherung.ps1'

if ($Entfernen) {
    Unregister-ScheduledTask -TaskName $AufgabenName -Confirm:$false -ErrorAction SilentlyContinue
    Remove-Item $Basis -Recurse -Force -ErrorAction SilentlyContinue
    Write-Host "Aufgabe '$AufgabenName' und Protokolle entfernt. Gesicherte Dateien in '$Ziel' bleiben erhalten."
    return
}

if (-not $Quellen -or -not $Ziel) { throw 'Bitte -Quellen und -Ziel angeben.' }
foreach ($q in $Quellen) { if (-not (Test-Path $q)) { throw "Quellordner nicht gefunden: $q" } }
if (-not (Test-Path $Ziel)) { throw "Ziel nicht erreichbar: $Ziel" }

New-Item -ItemType Directory -Force -Path $LogDir | Out-Null

# Das Laufskript enthält nur die vom Benutzer bestätigten Pfade.
$modus = if ($Spiegeln) { '/MIR' } else { '/E' }
$zeilen = @('$ErrorActionPreference = ''Continue''',
            "`$log = '$LogDir\letzter-lauf.txt'",
            '"Start: $(Get-Date -Format s)" | Out-File $log -Encoding utf8')
foreach ($q in $Quellen) {
    $name = ($q.TrimEnd('\') -split '\\')[-1]
    $zeilen += "robocopy '$q' '$Ziel\$name' $modus /R:2 /W:5 /XJ /FFT /NP /LOG+:`$log"
}
$zeilen += '"Ende: $(Get-Date -Format s)" | Out-File $log -Append -Encoding utf8'
$zeilen -join "`r`n" | Set-Content -Path $Lauf -Encoding UTF8

$aktion = New-ScheduledTaskAction -Execute 'powershell.exe' `
    -Argument "-NoProfile -ExecutionPolicy Bypass -File `"$Lauf`""
$ausloeser = New-ScheduledTaskTrigger -Daily -At $Uhrzeit
$einst = New-ScheduledTaskSettingsSet -StartWhenAvailable -DontStopOnIdleEnd -ExecutionTimeLimit (New-TimeSpan -Hours 4)
$prinzipal = New-ScheduledTaskPrincipal -UserId "$env:USERDOMAIN\$env:USERNAME" -LogonType Interactive -RunLevel Limited

Register-ScheduledTask -TaskName $AufgabenName -Action $aktion -Trigger $ausloeser `
    -Settings $einst -Principal $prinzipal `
    -Description "Nächtliche Sicherung nach $Ziel (eingerichtet am $(Get-Date -Format d))" -Force | Out-Null

Write-Host "Aufgabe '$AufgabenName' angelegt: täglich $Uhrzeit, Modus $modus."
Write-Host "Quellen: $($Quellen -join ', ')"
Write-Host "Ziel:    $Ziel"
Write-Host "Entfernen mit: powershell -File scripts\einrichten.ps1 -Entfernen"
