<#
.SYNOPSIS
  Registers a per-user scheduled task that copies Documents, Desktop and Pictures to a
  destination chosen by the user. Additive copy only; never deletes.
#>
[CmdletBinding(DefaultParameterSetName = 'Install')]
param(
    [Parameter(ParameterSetName = 'Install', Mandatory)] [string] $Destination,
    [Parameter(ParameterSetName = 'Install')] [string] $At = '23:30',
    [Parameter(ParameterSetName = 'Install')] [string] $NotifyUrl,
    [Parameter(ParameterSetName = 'Uninstall')] [switch] $Uninstall
)

$TaskName = 'Backstop Nightly Backup'
$Dir = Join-Path $env:LOCALAPPDATA 'Backstop'

if ($Uninstall) {
    Unregister-ScheduledTask -TaskName $TaskName -Confirm:$false -ErrorAction SilentlyContinue
    Remove-Item (Join-Path $Dir 'Run-Backup.ps1') -ErrorAction SilentlyContinue
    Write-Host "Removed '$TaskName'. Existing backups at the destination were left untouched."
    return
}

if ($NotifyUrl -and -not $NotifyUrl.StartsWith('https://')) {
    throw 'NotifyUrl must be an https:// URL.'
}

New-Item -ItemType Directory -Force -Path $Dir | Out-Null
$runner = Join-Path $Dir 'Run-Backup.ps1'

$sources = @(
    [Environment]::GetFolderPath('MyDocuments'),
    [Environment]::GetFolderPath('Desktop'),
    [Environment]::GetFolderPath('MyPictures')
)

$body = @"
`$ErrorActionPreference = 'Continue'
`$log = '$Dir\backup.log'
`$failed = 0
foreach (`$src in @('$($sources -join "','")')) {
    `$name = Split-Path `$src -Leaf
    robocopy "`$src" "$Destination\`$name" /E /XO /R:2 /W:5 /NP /NFL /NDL /LOG+:"`$log" | Out-Null
    if (`$LASTEXITCODE -ge 8) { `$failed++ }
}
`$status = if (`$failed) { "Backup on `$env:COMPUTERNAME finished with `$failed error(s)" } else { "Backup on `$env:COMPUTERNAME OK" }
Add-Content `$log "`$(Get-Date -Format s) `$status"
$(if ($NotifyUrl) { "try { Invoke-RestMethod -Uri '$NotifyUrl' -Method Post -Body `$status | Out-Null } catch {}" })
"@
Set-Content -Path $runner -Value $body -Encoding UTF8

$action = New-ScheduledTaskAction -Execute 'powershell.exe' `
    -Argument "-NoProfile -ExecutionPolicy Bypass -File `"$runner`""
$trigger = New-ScheduledTaskTrigger -Daily -At $At
$settings = New-ScheduledTaskSettingsSet -StartWhenAvailable -DontStopOnIdleEnd
$principal = New-ScheduledTaskPrincipal -UserId "$env:USERDOMAIN\$env:USERNAME" -LogonType Interactive -RunLevel Limited

Register-ScheduledTask -TaskName $TaskName -Action $action -Trigger $trigger `
    -Settings $settings -Principal $principal -Description "Copies Documents, Desktop, Pictures to $Destination (additive, no deletes)." -Force | Out-Null

Write-Host "Installed '$TaskName' daily at $At -> $Destination"
Write-Host "Runner script: $runner (you can read it)"
Write-Host "Remove with: .\scripts\Install-NightlyBackup.ps1 -Uninstall"
