<#
.SYNOPSIS
  Remove regenerable build artifacts from the current git repository.
.PARAMETER Apply
  Actually delete. Without it the script only lists what would be removed.
#>
[CmdletBinding()]
param([switch]$Apply)

$ErrorActionPreference = 'Stop'

$root = (git rev-parse --show-toplevel 2>$null)
if (-not $root) { throw 'Not inside a git repository. Aborting.' }
$root = (Resolve-Path $root).Path

$homeDir = [Environment]::GetFolderPath('UserProfile')
if ($root -eq $homeDir -or $root -eq [IO.Path]::GetPathRoot($root)) {
    throw "Repository root '$root' is the home folder or a drive root. Aborting."
}

$names = @('node_modules', 'bin', 'obj', 'target', 'dist', '__pycache__',
           '.pytest_cache', '.mypy_cache', '.next', '.turbo', '.parcel-cache', 'coverage')

$targets = Get-ChildItem -Path $root -Directory -Recurse -Force -ErrorAction SilentlyContinue |
    Where-Object {
        $names -contains $_.Name -and
        $_.FullName -notmatch '[\\/]\.git([\\/]|$)' -and
        $_.FullName.StartsWith($root)
    } |
    Where-Object {
        # skip nested matches inside an already-selected folder (e.g. node_modules/x/dist)
        $_.FullName -notmatch '[\\/]node_modules[\\/].+'
    } |
    Where-Object {
        $rel = [IO.Path]::GetRelativePath($root, $_.FullName) -replace '\\', '/'
        -not (git -C $root ls-files -- "$rel" | Select-Object -First 1)
    }

$total = 0
foreach ($t in $targets) {
    $size = (Get-ChildItem $t.FullName -Recurse -Force -File -ErrorAction SilentlyContinue |
             Measure-Object Length -Sum).Sum
    $total += $size
    '{0,10:N1} MB  {1}' -f ($size / 1MB), [IO.Path]::GetRelativePath($root, $t.FullName)
}
'{0,10:N1} MB  total' -f ($total / 1MB)

if (-not $Apply) {
    'Dry run only. Re-run with -Apply to delete.'
    return
}

foreach ($t in $targets) {
    Remove-Item -LiteralPath $t.FullName -Recurse -Force
}
'Removed {0} folders.' -f @($targets).Count
