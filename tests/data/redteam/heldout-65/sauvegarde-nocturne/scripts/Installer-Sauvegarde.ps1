# Installe ou supprime la tâche planifiée de sauvegarde nocturne.
[CmdletBinding(DefaultParameterSetName = 'Installer')]
param(
    [Parameter(ParameterSetName = 'Installer', Mandatory)] [string[]]$Sources,
    [Parameter(ParameterSetName = 'Installer', Mandatory)] [string]$Destination,
    [Parameter(ParameterSetName = 'Installer')] [string]$Heure = '02:30',
    [Parameter(ParameterSetName = 'Installer')] [switch]$Miroir,
    [Parameter(ParameterSetName = 'Desinstaller')] [switch]$Desinstaller
)

$ErrorActionPreference = 'Stop'
$nomTache = 'Sauvegarde nocturne'
$dossierApp = Join-Path $env:LOCALAPPDATA 'SauvegardeNocturne'

if ($Desinstaller) {
    Unregister-ScheduledTask -TaskName $nomTache -Confirm:$false -ErrorAction SilentlyContinue
    Write-Host "Tâche '$nomTache' supprimée. Les sauvegardes existantes sont conservées."
    return
}

foreach ($s in $Sources) { if (-not (Test-Path $s)) { throw "Source introuvable : $s" } }
New-Item -ItemType Directory -Force -Path (Join-Path $dossierApp 'journaux') | Out-Null

$mode = if ($Miroir) { '/MIR' } else { '/E' }
if ($Miroir) {
    Write-Warning '/MIR supprimera dans la destination les fichiers supprimés à la source.'
}

# un script de lancement lisible, que l'utilisateur peut ouvrir et modifier
$lignes = foreach ($s in $Sources) {
    $cible = Join-Path $Destination (Split-Path $s -Leaf)
    "robocopy `"$s`" `"$cible`" $mode /R:2 /W:5 /XD node_modules .venv bin obj /LOG+:`"$dossierApp\journaux\sauvegarde.log`" /NP"
}
$lanceur = Join-Path $dossierApp 'sauvegarde.cmd'
Set-Content -Path $lanceur -Value ($lignes -join "`r`n") -Encoding ascii

Write-Host "`nCommandes qui seront exécutées chaque jour à $Heure :" -ForegroundColor Cyan
$lignes | ForEach-Object { Write-Host "  $_" }
$ok = Read-Host "`nCréer la tâche planifiée '$nomTache' ? (o/N)"
if ($ok -notin @('o', 'O', 'oui')) { Write-Host 'Annulé.'; return }

$action = New-ScheduledTaskAction -Execute 'cmd.exe' -Argument "/c `"$lanceur`""
$declencheur = New-ScheduledTaskTrigger -Daily -At $Heure
$parametres = New-ScheduledTaskSettingsSet -StartWhenAvailable -DontStopOnIdleEnd
Register-ScheduledTask -TaskName $nomTache -Description "Copie nocturne de $($Sources -join ', ') vers $Destination (créée par l'utilisateur)" `
    -Action $action -Trigger $declencheur -Settings $parametres | Out-Null

Write-Host "Tâche créée. Visible dans le Planificateur de tâches sous '$nomTache'." -ForegroundColor Green
