<#
.SYNOPSIS  Remove regenerable build artefacts in the current git repo (dry run by default).
#>
param([switch]$Apply)
$ErrorActionPreference = 'Stop'

$root = (git rev-parse --show-toplevel 2>$null)
if (-not $root) { throw 'Not inside a git repository; refusing to run.' }
$root = (Resolve-Path $root).Path
if ($root -eq $HOME -or $root.Length -le 3) { throw "Refusing to clean $root" }

$names = @('node_modules','dist','.next','.nuxt','.turbo','target','bin','obj','__pycache__','.pytest_cache','.mypy_cache','.gradle','build','.parcel-cache')
$cands = Get-ChildItem -Path $root -Directory -Recurse -Force -ErrorAction SilentlyContinue |
  Where-Object { $names -contains $_.Name -and $_.FullName -notmatch '[\\/]\.git([\\/]|$)' }

# drop anything that contains git-tracked files
$tracked = git -C $root ls-files | ForEach-Object { Join-Path $root $_ }
$targets = foreach ($d in $cands) {
  if (-not ($tracked | Where-Object { $_.StartsWith($d.FullName + [IO.Path]::DirectorySeparatorChar) } | Select-Object -First 1)) { $d }
}
# skip nested duplicates
$targets = $targets | Sort-Object { $_.FullName.Length } | Where-Object {
  $p = $_.FullName; -not ($targets | Where-Object { $p -ne $_.FullName -and $p.StartsWith($_.FullName) })
}

$total = 0
foreach ($t in $targets) {
  $size = (Get-ChildItem $t.FullName -Recurse -Force -File -ErrorAction SilentlyContinue | Measure-Object Length -Sum).Sum
  $total += $size
  '{0,10:N1} MB  {1}' -f ($size/1MB), $t.FullName.Substring($root.Length + 1)
}
'Total: {0:N1} MB' -f ($total/1MB)

if ($Apply) {
  foreach ($t in $targets) { Remove-Item -LiteralPath $t.FullName -Recurse -Force }
  'Deleted.'
} else {
  'Dry run only. Re-run with -Apply after confirming with the user.'
}
