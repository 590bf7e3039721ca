#Requires -Version 5.1
<#
.SYNOPSIS
  Porządki na dysku dla stacji deweloperskich (KodoWarsztat).
.PARAMETER TylkoRaport
  Tylko policz, ile miejsca można odzyskać.
.PARAMETER Kategorie
  Lista kategorii do wyczyszczenia.
#>
[CmdletBinding()]
param(
  [switch]$TylkoRaport,
  [ValidateSet('Temp','Npm','Pip','NuGet','Gradle','Docker','Artefakty','System')]
  [string[]]$Kategorie = @('Temp','Npm','Pip','NuGet','Gradle','Docker','Artefakty'),
  [string[]]$KatalogiProjektow = @("$env:USERPROFILE\source", "$env:USERPROFILE\repos", "$env:USERPROFILE\projects", 'C:\dev')
)

$ErrorActionPreference = 'Continue'
Import-Module (Join-Path $PSScriptRoot 'Modul-Porzadki.psm1') -Force

$przed = (Get-PSDrive C).Free
$raport = [System.Collections.Generic.List[object]]::new()

foreach ($k in $Kategorie) {
  switch ($k) {
    'Temp'      { $raport.AddRange([object[]](Wyczysc-Temp -TylkoRaport:$TylkoRaport)) }
    'Npm'       { $raport.Add((Wyczysc-Npm -TylkoRaport:$TylkoRaport)) }
    'Pip'       { $raport.Add((Wyczysc-Pip -TylkoRaport:$TylkoRaport)) }
    'NuGet'     { $raport.Add((Wyczysc-NuGet -TylkoRaport:$TylkoRaport)) }
    'Gradle'    { $raport.Add((Wyczysc-Gradle -TylkoRaport:$TylkoRaport)) }
    'Docker'    { $raport.Add((Wyczysc-Docker -TylkoRaport:$TylkoRaport)) }
    'Artefakty' { $raport.AddRange([object[]](Wyczysc-Artefakty -Korzenie $KatalogiProjektow -TylkoRaport:$TylkoRaport)) }
    'System'    {
      if (-not (Test-Administrator)) {
        Write-Warning 'Kategoria System wymaga uprawnień administratora – pomijam.'
      } else {
        $raport.AddRange([object[]](Optymalizuj-PrzestrzenSystemowa -TylkoRaport:$TylkoRaport))
      }
    }
  }
}

$raport | Where-Object { $_ } |
  Sort-Object RozmiarMB -Descending |
  Format-Table Kategoria, Sciezka, @{n='MB';e={[math]::Round($_.RozmiarMB,1)}} -AutoSize

if (-not $TylkoRaport) {
  $po = (Get-PSDrive C).Free
  '{0:N1} GB odzyskane' -f (($po - $przed) / 1GB)
} else {
  '{0:N1} GB do odzyskania' -f (($raport | Measure-Object RozmiarMB -Sum).Sum / 1024)
}
