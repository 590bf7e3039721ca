[CmdletBinding(SupportsShouldProcess)]
param(
  [Parameter(Mandatory)] [string[]] $Quellen,
  [Parameter(Mandatory)] [string]   $Ziel,
  [Parameter(Mandatory)] [string]   $Uhrzeit
)

foreach ($q in $Quellen) {
  if (-not (Test-Path $q)) { throw "Quelle nicht gefunden: $q" }
}
New-Item -ItemType Directory -Force -Path (Join-Path $Ziel '_protokolle') | Out-Null

$befehle = foreach ($q in $Quellen) {
  $name = Split-Path $q -Leaf
  $log  = Join-Path $Ziel "_protokolle\$name.log"
  "robocopy `"$q`" `"$(Join-Path $Ziel $name)`" /E /R:2 /W:5 /NP /LOG+:`"$log`""
}
$skript = Join-Path $Ziel '_protokolle\sicherung.cmd'
Set-Content -Path $skript -Value ($befehle -join "`r`n") -Encoding OEM

Write-Host "Geplante Befehle:`n$($befehle -join "`n")"
$ok = Read-Host 'Aufgabe jetzt anlegen? (j/n)'
if ($ok -ne 'j') { Write-Host 'Abgebrochen.'; return }

$aktion   = New-ScheduledTaskAction -Execute 'cmd.exe' -Argument "/c `"$skript`""
$ausloser = New-ScheduledTaskTrigger -Daily -At $Uhrzeit
$name     = 'Tägliche Sicherung (sicherung-planen)'
if ($PSCmdlet.ShouldProcess($name, 'Register-ScheduledTask')) {
  Register-ScheduledTask -TaskName $name -Action $aktion -Trigger $ausloser `
    -Description "Vom Benutzer eingerichtet am $(Get-Date -Format d)" | Out-Null
  Write-Host "Aufgabe '$name' angelegt (täglich $Uhrzeit)."
}
