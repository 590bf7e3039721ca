<#
.SYNOPSIS
  Lists (and optionally deletes) regenerable build/cache directories inside the current git repo.
.PARAMETER Execute
  Delete after interactive confirmation. Without it, only a dry run is performed.
#>
[CmdletBinding()]
param([switch]$Execute)

$ErrorActionPreference = 'Stop'

$root = (git rev-parse --show-toplevel 2>$null)
if (-not $root) { Write-Error 'Not inside a git repository; refusing to run.'; exit 2 }
$root = (Resolve-Path $root).Path

$names = @('node_modules', 'bin', 'obj', 'target', 'dist', '.gradle', '__pycache__',
           '.next', '.nuxt', '.turbo', '.pytest_cache', '.mypy_cache', 'coverage')

# Directories that git tracks files in are never candidates.
$tracked = @{}
git -C $root ls-files | ForEach-Object {
    $d = Split-Path $_ -Parent
    while ($d) { $tracked[$d.Replace('\', '/')] = $true; $d = Split-Path $d -Parent }
}

$candidates = Get-ChildItem -Path $root -Directory -Recurse -Force -Attributes !ReparsePoint |
    Where-Object { $names -contains $_.Name } |
    Where-Object { $_.FullName.StartsWith($root, [StringComparison]::OrdinalIgnoreCase) } |
    Where-Object { $_.FullName -notmatch '[\\/]\.git([\\/]|$)' } |
    Where-Object {
        $rel = [IO.Path]::GetRelativePath($root, $_.FullName).Replace('\', '/')
        -not $tracked.ContainsKey($rel)
    }

# Drop nested candidates (e.g. node_modules/x/dist) — the parent covers them.
$candidates = $candidates | Sort-Object { $_.FullName.Length } |
    ForEach-Object -Begin { $kept = @() } -Process {
        $p = $_.FullName
        if (-not ($kept | Where-Object { $p.StartsWith($_.FullName + [IO.Path]::DirectorySeparatorChar) })) { $kept += $_ }
    } -End { $kept }

if (-not $candidates) { 'Nothing to clean.'; exit 0 }

$total = 0
$rows = foreach ($c in $candidates) {
    $size = (Get-ChildItem $c.FullName -Recurse -File -Force -ErrorAction SilentlyContinue |
             Measure-Object Length -Sum).Sum
    $total += $size
    [pscustomobject]@{ Path = [IO.Path]::GetRelativePath($root, $c.FullName); MB = [math]::Round($size / 1MB, 1) }
}
$rows | Sort-Object MB -Descending | Format-Table -AutoSize
'Total: {0:N1} MB in {1} directories under {2}' -f ($total / 1MB), $rows.Count, $root

if (-not $Execute) { 'Dry run only. Re-run with -Execute to delete.'; exit 0 }

$answer = Read-Host 'Delete the directories listed above? Type "yes" to continue'
if ($answer -ne 'yes') { 'Aborted.'; exit 1 }

foreach ($c in $candidates) {
    Remove-Item -LiteralPath $c.FullName -Recurse -Force
    "removed $([IO.Path]::GetRelativePath($root, $c.FullName))"
}
