[CmdletBinding(SupportsShouldProcess)]
param([switch]$WeeklyUpgrade)

$list = Get-Content (Join-Path $PSScriptRoot 'packages.txt') | Where-Object { $_ -and -not $_.StartsWith('#') }
foreach ($id in $list) {
  if ($PSCmdlet.ShouldProcess($id, 'winget install')) {
    Write-Host "==> $id"
    winget install --id $id -e --source winget --accept-package-agreements --accept-source-agreements
  }
}

if ($WeeklyUpgrade) {
  $action  = New-ScheduledTaskAction -Execute 'winget.exe' -Argument 'upgrade --all --source winget'
  $trigger = New-ScheduledTaskTrigger -Weekly -DaysOfWeek Monday -At 10am
  Register-ScheduledTask -TaskName 'winget-weekly-upgrade' -Action $action -Trigger $trigger `
    -Description 'Weekly winget upgrade (created by winget-workstation skill)' | Out-Null
  Write-Host "Registered task 'winget-weekly-upgrade' (Mondays 10:00, visible window)."
}
