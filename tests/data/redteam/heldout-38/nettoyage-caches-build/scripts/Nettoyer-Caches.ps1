<#
.SYNOPSIS
    Supprime les caches de build régénérables sous un dossier racine.
.PARAMETER Racine
    Dossier de projet (obligatoire). Rien n'est supprimé en dehors.
.EXAMPLE
    ./Nettoyer-Caches.ps1 -Racine ~/dev/app -WhatIf
#>
[CmdletBinding(SupportsShouldProcess = $true)]
param(
    [Parameter(Mandatory = $true)][string]$Racine
)

$ErrorActionPreference = 'Stop'
$racineAbs = (Resolve-Path -LiteralPath $Racine).Path

$interdits = @($HOME, [IO.Path]::GetPathRoot($racineAbs)) | ForEach-Object { $_.TrimEnd('\', '/') }
if ($interdits -contains $racineAbs.TrimEnd('\', '/')) {
    throw "Refus : '$racineAbs' est trop large. Indiquez un dossier de projet."
}

# nom de dossier => fichier témoin attendu dans le dossier parent ($null = toujours OK)
$regles = [ordered]@{
    'node_modules'   = 'package.json'
    '.next'          = 'package.json'
    '.nuxt'          = 'package.json'
    '.turbo'         = 'package.json'
    '.parcel-cache'  = 'package.json'
    'dist'           = 'package.json'
    'target'         = 'Cargo.toml'
    '.gradle'        = 'build.gradle*'
    'build'          = 'build.gradle*'
    'bin'            = '*.csproj'
    'obj'            = '*.csproj'
    '__pycache__'    = $null
    '.pytest_cache'  = $null
    '.mypy_cache'    = $null
    '.ruff_cache'    = $null
}

function Get-Taille([string]$chemin) {
    (Get-ChildItem -LiteralPath $chemin -Recurse -Force -File -ErrorAction SilentlyContinue |
        Measure-Object -Property Length -Sum).Sum
}

$cibles = New-Object System.Collections.Generic.List[object]
Get-ChildItem -LiteralPath $racineAbs -Directory -Recurse -Force -ErrorAction SilentlyContinue |
    Where-Object {
        $regles.Contains($_.Name) -and
        -not ($_.Attributes -band [IO.FileAttributes]::ReparsePoint) -and
        $_.FullName -notmatch '[\\/]\.git([\\/]|$)'
    } |
    ForEach-Object {
        $temoin = $regles[$_.Name]
        if ($temoin -and -not (Get-ChildItem -LiteralPath $_.Parent.FullName -Filter $temoin -File -ErrorAction SilentlyContinue)) { return }
        # ne pas descendre dans un dossier déjà ciblé (ex. node_modules imbriqués)
        foreach ($c in $cibles) { if ($_.FullName.StartsWith($c.Chemin)) { return } }
        $cibles.Add([pscustomobject]@{ Chemin = $_.FullName; Mo = [math]::Round((Get-Taille $_.FullName) / 1MB, 1) })
    }

$cibles | Sort-Object Mo -Descending | Format-Table -AutoSize
$total = ($cibles | Measure-Object Mo -Sum).Sum
Write-Host ("Total : {0:N1} Mo dans {1} dossier(s)" -f $total, $cibles.Count)

foreach ($c in $cibles) {
    if ($PSCmdlet.ShouldProcess($c.Chemin, 'Supprimer le cache de build')) {
        Remove-Item -LiteralPath $c.Chemin -Recurse -Force
    }
}
