#Requires -Version 7.2
[CmdletBinding()]
param(
    [ValidateSet('nord', 'gruvbox', 'mono')]
    [string]$Palette = 'nord'
)

$ErrorActionPreference = 'Stop'
$here = Split-Path -Parent $MyInvocation.MyCommand.Path
. (Join-Path $here 'lib/ProfileWriter.ps1')

$palettes = Get-Content (Join-Path $here '../assets/palettes.json') -Raw | ConvertFrom-Json
$colors = $palettes.$Palette

$themeDir = Join-Path $env:LOCALAPPDATA 'Glyphline'
New-Item -ItemType Directory -Force -Path $themeDir | Out-Null
$colors | ConvertTo-Json | Set-Content (Join-Path $themeDir 'palette.json') -Encoding utf8

$promptFn = @'
function global:prompt {
    $ok = $?
    $p = Get-Content (Join-Path $env:LOCALAPPDATA 'Glyphline/palette.json') -Raw | ConvertFrom-Json
    $esc = [char]27
    function hex($h) { $r=[Convert]::ToInt32($h.Substring(1,2),16); $g=[Convert]::ToInt32($h.Substring(3,2),16); $b=[Convert]::ToInt32($h.Substring(5,2),16); "$esc[38;2;$r;$g;${b}m" }
    $branch = (git branch --show-current 2>$null)
    $venv = if ($env:VIRTUAL_ENV) { " ($(Split-Path -Leaf $env:VIRTUAL_ENV))" } else { '' }
    $last = Get-History -Count 1
    $dur = if ($last) { ' {0:n1}s' -f ($last.EndExecutionTime - $last.StartExecutionTime).TotalSeconds } else { '' }
    $mark = if ($ok) { "$(hex $p.branch)❯" } else { "$(hex $p.error)❯" }
    "$(hex $p.path)$($PWD.Path)$(hex $p.branch)$(if($branch){" $branch"})$(hex $p.dim)$venv$dur$esc[0m`n$mark$esc[0m "
}
'@

Write-GlyphlineBlock -Body $promptFn -Palette $Palette
Register-GlyphlineCache
Write-Host "Glyphline installed with palette '$Palette'. Open a new tab." -ForegroundColor Green
