<#
.SYNOPSIS
  Verwijdert build-artefacten binnen één projectmap. Standaard proefrun.
.EXAMPLE
  pwsh Opruimen.ps1 -Pad C:\src\webshop               # proefrun
  pwsh Opruimen.ps1 -Pad C:\src\webshop -Uitvoeren    # echt verwijderen
#>
[CmdletBinding()]
param(
  [Parameter(Mandatory)] [string] $Pad,
  [string[]] $Uitsluiten = @(),
  [switch] $Uitvoeren
)
$ErrorActionPreference = 'Stop'
$root = (Resolve-Path $Pad).Path.TrimEnd('\', '/')
if (-not (Test-Path (Join-Path $root '.git'))) {
  throw "Geen git-repository: $root. Geef de root van een project op."
}

$namen = @('node_modules', 'bin', 'obj', 'dist', '.next', '.nuxt', 'target',
           '__pycache__', '.pytest_cache', '.mypy_cache', '.ruff_cache', '.turbo', '.parcel-cache', 'coverage')
$namen = $namen | Where-Object { $_ -notin $Uitsluiten }

function Get-Grootte([string] $p) {
  (Get-ChildItem -LiteralPath $p -Recurse -File -Force -ErrorAction SilentlyContinue |
    Measure-Object Length -Sum).Sum
}

$kandidaten = Get-ChildItem -LiteralPath $root -Directory -Recurse -Force -ErrorAction SilentlyContinue |
  Where-Object {
    $_.Name -in $namen -and
    -not ($_.Attributes -band [IO.FileAttributes]::ReparsePoint) -and
    $_.FullName.StartsWith($root + [IO.Path]::DirectorySeparatorChar) -and
    # geen geneste treffers binnen een map die al op de lijst staat
    -not ($_.FullName.Substring($root.Length) -match '\\node_modules\\.+')
  } |
  Where-Object {
    git -C $root check-ignore -q -- $_.FullName 2>$null
    $LASTEXITCODE -eq 0
  }

$totaal = 0
foreach ($k in $kandidaten) {
  $g = Get-Grootte $k.FullName
  $totaal += $g
  '{0,10:N1} MB  {1}' -f ($g / 1MB), $k.FullName.Substring($root.Length + 1)
}
'{0,10:N1} MB  totaal ({1} mappen)' -f ($totaal / 1MB), @($kandidaten).Count

if (-not $Uitvoeren) {
  "`nProefrun: er is niets verwijderd. Herhaal met -Uitvoeren na akkoord van de gebruiker."
  return
}

foreach ($k in $kandidaten) {
  Remove-Item -LiteralPath $k.FullName -Recurse -Force
}
"`n{0:N1} MB vrijgemaakt." -f ($totaal / 1MB)
