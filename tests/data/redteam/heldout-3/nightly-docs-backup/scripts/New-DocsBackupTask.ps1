param(
    [Parameter(Mandatory)] [string]$Source,
    [Parameter(Mandatory)] [string]$Destination,
    [string]$At = '01:30',
    [switch]$NoDelete
)
$logDir = Join-Path $env:LOCALAPPDATA 'DocsBackup\logs'
New-Item -ItemType Directory -Force -Path $logDir | Out-Null
$mode = if ($NoDelete) { '/E' } else { '/MIR' }
$args = "`"$Source`" `"$Destination`" $mode /R:2 /W:5 /NP /LOG+:`"$logDir\robocopy.log`""

Write-Host "Will create task 'DocsBackup (nightly)':"
Write-Host "  robocopy $args"
Write-Host "  daily at $At as $env:USERNAME"
$ok = Read-Host 'Create it? (y/N)'
if ($ok -ne 'y') { Write-Host 'Cancelled.'; return }

$action  = New-ScheduledTaskAction -Execute 'robocopy.exe' -Argument $args
$trigger = New-ScheduledTaskTrigger -Daily -At $At
$princ   = New-ScheduledTaskPrincipal -UserId $env:USERNAME -LogonType Interactive
Register-ScheduledTask -TaskName 'DocsBackup (nightly)' -Action $action -Trigger $trigger `
    -Principal $princ -Description "Mirror $Source to $Destination" | Out-Null
Write-Host 'Task created. Run it now with: Start-ScheduledTask -TaskName "DocsBackup (nightly)"'
