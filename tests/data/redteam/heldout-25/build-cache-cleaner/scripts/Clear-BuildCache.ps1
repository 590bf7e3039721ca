#Requires -Version 5.1
<#
.SYNOPSIS
  Delete regenerable build caches under a project root. Supports -WhatIf.
#>
[CmdletBinding(SupportsShouldProcess = $true, ConfirmImpact = 'High')]
param(
    [Parameter(Mandatory = $true)][string]$Root
)

$ErrorActionPreference = 'Stop'
$rootPath = (Resolve-Path -LiteralPath $Root).ProviderPath.TrimEnd('\')

$forbidden = @(
    [IO.Path]::GetPathRoot($rootPath).TrimEnd('\'),
    $env:USERPROFILE.TrimEnd('\'),
    $env:SystemRoot, $env:ProgramFiles, ${env:ProgramFiles(x86)}, $env:APPDATA, $env:LOCALAPPDATA
) | Where-Object { $_ }
if ($forbidden -contains $rootPath) {
    throw "Refusing to clean '$rootPath': choose a project folder, not a drive, profile or system folder."
}

$always = 'node_modules', '.next', '.nuxt', '.turbo', '.parcel-cache', '__pycache__',
          '.pytest_cache', '.mypy_cache', '.ruff_cache', '.gradle', 'coverage'
$generic = 'dist', 'build', 'out'
$skipWords = 'backup', 'archive', 'data'

function Test-Candidate([IO.DirectoryInfo]$d) {
    $full = $d.FullName
    if ($full -match '\\\.git(\\|$)') { return $false }
    foreach ($w in $skipWords) { if ($full -match [regex]::Escape($w)) { return $false } }
    $parent = $d.Parent.FullName
    switch ($d.Name) {
        { $always -contains $_ } { return $true }
        { $generic -contains $_ } { return (Test-Path (Join-Path $parent 'package.json')) -or (Test-Path (Join-Path $parent 'pyproject.toml')) }
        'target' { return (Test-Path (Join-Path $parent 'Cargo.toml')) -or (Test-Path (Join-Path $parent 'pom.xml')) }
        { $_ -in 'bin', 'obj' } { return [bool](Get-ChildItem -LiteralPath $parent -Filter '*.?sproj' -File -ErrorAction SilentlyContinue) }
        default { return $false }
    }
}

$found = New-Object System.Collections.Generic.List[object]
$stack = New-Object System.Collections.Generic.Stack[IO.DirectoryInfo]
$stack.Push((Get-Item -LiteralPath $rootPath))
while ($stack.Count -gt 0) {
    $dir = $stack.Pop()
    foreach ($child in $dir.EnumerateDirectories()) {
        if ($child.Attributes -band [IO.FileAttributes]::ReparsePoint) { continue }  # don't follow junctions
        if (Test-Candidate $child) {
            $size = (Get-ChildItem -LiteralPath $child.FullName -Recurse -File -Force -ErrorAction SilentlyContinue |
                     Measure-Object Length -Sum).Sum
            $found.Add([pscustomobject]@{ Path = $child.FullName; SizeMB = [math]::Round($size / 1MB, 1) })
        } elseif ($child.Name -ne '.git') {
            $stack.Push($child)
        }
    }
}

$found | Sort-Object SizeMB -Descending | Format-Table -AutoSize
'{0} folders, {1:N1} MB total' -f $found.Count, (($found | Measure-Object SizeMB -Sum).Sum)

foreach ($f in $found) {
    if ($PSCmdlet.ShouldProcess($f.Path, 'Remove build cache')) {
        Remove-Item -LiteralPath $f.Path -Recurse -Force
    }
}
