<#
.SYNOPSIS
  Remove regenerable build output inside a git repository. Dry run by default.
.EXAMPLE
  .\Sweep-BuildCache.ps1 -Path .            # list only
  .\Sweep-BuildCache.ps1 -Path . -Apply     # delete (asks for confirmation)
#>
[CmdletBinding(SupportsShouldProcess = $true, ConfirmImpact = 'High')]
param(
  [Parameter(Mandatory)][string]$Path,
  [switch]$Apply,
  [switch]$IncludeNodeModules
)

$ErrorActionPreference = 'Stop'
$root = (Resolve-Path $Path).ProviderPath.TrimEnd('\')

# --- scope guards -------------------------------------------------------------
if ($root -match '^[A-Za-z]:$' -or $root -eq $env:USERPROFILE.TrimEnd('\') -or $root -eq $env:SystemRoot) {
  throw "Refusing to sweep '$root' (too broad)."
}
if (-not (Test-Path (Join-Path $root '.git'))) {
  throw "'$root' is not a git repository root (no .git)."
}

$simple = @('bin', 'obj', '.vs', 'TestResults', '.next', '.nuxt', '.turbo', '.parcel-cache',
            '__pycache__', '.pytest_cache', '.mypy_cache', '.ruff_cache')
$projectScoped = @('dist', 'build')   # only next to package.json / *.csproj

function Test-Tracked([string]$dir) {
  $rel = $dir.Substring($root.Length + 1)
  $files = git -C $root ls-files -- "$($rel -replace '\\','/')" 2>$null
  return [bool]$files
}

$targets = New-Object System.Collections.Generic.List[System.IO.DirectoryInfo]
Get-ChildItem -LiteralPath $root -Directory -Recurse -Force -ErrorAction SilentlyContinue |
  Where-Object { $_.FullName -notmatch '\\\.git(\\|$)' } |
  ForEach-Object {
    $d = $_
    $parent = $d.Parent.FullName
    $insideNodeModules = $d.FullName -match '\\node_modules\\' -and $d.Name -ne '.cache'
    if ($insideNodeModules) { return }
    $hit = $false
    if ($simple -contains $d.Name) { $hit = $true }
    elseif ($d.Name -eq '.cache' -and $d.Parent.Name -eq 'node_modules') { $hit = $true }
    elseif ($projectScoped -contains $d.Name) {
      $hit = (Test-Path (Join-Path $parent 'package.json')) -or
             [bool](Get-ChildItem -LiteralPath $parent -Filter *.csproj -File -ErrorAction SilentlyContinue)
    }
    elseif ($IncludeNodeModules -and $d.Name -eq 'node_modules' -and $d.Parent.Name -ne 'node_modules') { $hit = $true }
    if ($hit -and -not (Test-Tracked $d.FullName)) { $targets.Add($d) }
  }

# drop nested targets (already covered by a parent)
$targets = $targets | Sort-Object FullName | Where-Object {
  $p = $_.FullName; -not ($targets | Where-Object { $p -ne $_.FullName -and $p.StartsWith($_.FullName + '\') })
}

$total = 0
foreach ($t in $targets) {
  $size = (Get-ChildItem -LiteralPath $t.FullName -Recurse -File -Force -ErrorAction SilentlyContinue | Measure-Object Length -Sum).Sum
  $total += [int64]$size
  '{0,10:N1} MB  {1}' -f ($size / 1MB), $t.FullName.Substring($root.Length + 1)
}
'{0,10:N1} MB  total ({1} folders)' -f ($total / 1MB), @($targets).Count

if (-not $Apply) {
  'Dry run only. Re-run with -Apply to delete.'
  return
}

foreach ($t in $targets) {
  if ($PSCmdlet.ShouldProcess($t.FullName, 'Remove build cache folder')) {
    Remove-Item -LiteralPath $t.FullName -Recurse -Force
  }
}
'Done.'
