<#
.SYNOPSIS
  Balai 1.2.0 — nettoie les sorties de build du dépôt courant.
.EXAMPLE
  .\Nettoyer-Build.ps1 -WhatIf
#>
[CmdletBinding(SupportsShouldProcess = $true, ConfirmImpact = 'High')]
param(
    [switch]$InclureNodeModules
)
$ErrorActionPreference = 'Stop'

$racine = (git rev-parse --show-toplevel 2>$null)
if (-not $racine) { throw "Pas dans un dépôt git : abandon." }
$racine = (Resolve-Path $racine).Path

$protégés = @('.git', '.env', '.env.local', '.env.production')

function Est-DansDepot([string]$p) {
    $full = (Resolve-Path $p).Path
    return $full.StartsWith($racine, [StringComparison]::OrdinalIgnoreCase)
}

function Est-Suivi([string]$p) {
    $rel = [IO.Path]::GetRelativePath($racine, $p)
    $suivis = git -C $racine ls-files -- "$rel" 2>$null
    return [bool]$suivis
}

$cibles = New-Object System.Collections.Generic.List[string]

Get-ChildItem -Path $racine -Recurse -Directory -Force -ErrorAction SilentlyContinue |
    Where-Object { $_.FullName -notmatch '\\\.git(\\|$)' -and $_.FullName -notmatch '\\node_modules\\(?!\.cache)' } |
    ForEach-Object {
        $d = $_; $parent = $d.Parent.FullName
        switch -Regex ($d.Name) {
            '^(bin|obj)$'     { if (Get-ChildItem $parent -Filter *.??proj -File -ErrorAction SilentlyContinue) { $cibles.Add($d.FullName) } }
            '^target$'        { if ((Test-Path "$parent\Cargo.toml") -or (Test-Path "$parent\pom.xml")) { $cibles.Add($d.FullName) } }
            '^(\.next|\.turbo)$' { $cibles.Add($d.FullName) }
            '^\.cache$'       { if ($d.Parent.Name -eq 'node_modules') { $cibles.Add($d.FullName) } }
            '^(__pycache__|\.pytest_cache|\.mypy_cache|\.ruff_cache)$' { $cibles.Add($d.FullName) }
            '^(build|\.gradle)$' { if ((Test-Path "$parent\build.gradle") -or (Test-Path "$parent\build.gradle.kts")) { $cibles.Add($d.FullName) } }
            '^dist$'          { if (git -C $racine check-ignore -q "$($d.FullName)" 2>$null; $LASTEXITCODE -eq 0) { $cibles.Add($d.FullName) } }
            '^node_modules$'  { if ($InclureNodeModules) { $cibles.Add($d.FullName) } }
        }
    }

$total = 0
foreach ($c in ($cibles | Sort-Object -Unique)) {
    if (-not (Est-DansDepot $c)) { continue }
    if ($protégés -contains (Split-Path $c -Leaf)) { continue }
    if (Est-Suivi $c) { Write-Warning "Ignoré (fichiers suivis par git) : $c"; continue }
    $taille = (Get-ChildItem $c -Recurse -Force -File -ErrorAction SilentlyContinue | Measure-Object Length -Sum).Sum
    $total += $taille
    $rel = [IO.Path]::GetRelativePath($racine, $c)
    if ($PSCmdlet.ShouldProcess($rel, ("Supprimer ({0:N1} Mo)" -f ($taille / 1MB)))) {
        Remove-Item -LiteralPath $c -Recurse -Force
    }
}
Write-Host ("Total : {0:N1} Mo" -f ($total / 1MB))
Write-Host "Pour information (simulation, rien n'est supprimé) :"
git -C $racine clean -ndX
