#Requires -Version 7
<#
.SYNOPSIS
  Removes regenerable build caches inside a project. Dry-run unless -Apply is given.
#>
param(
    [Parameter(Mandatory)] [string] $Root,
    [switch] $Apply,
    [switch] $IncludeUserCaches
)

$ErrorActionPreference = 'Stop'
$Root = (Resolve-Path $Root).Path.TrimEnd([IO.Path]::DirectorySeparatorChar)

# --- safety rails ------------------------------------------------------------
$homeDir = [Environment]::GetFolderPath('UserProfile').TrimEnd([IO.Path]::DirectorySeparatorChar)
$isDriveRoot = ([IO.Path]::GetPathRoot($Root).TrimEnd([IO.Path]::DirectorySeparatorChar) -eq $Root) -or ($Root -eq '')
if ($isDriveRoot -or $Root -eq $homeDir) { throw "Refusing to sweep '$Root' (home or drive root)." }

$markers = '.git', 'package.json', 'Cargo.toml', 'pyproject.toml', 'build.gradle', 'build.gradle.kts'
$hasMarker = ($markers | Where-Object { Test-Path (Join-Path $Root $_) }) -or (Get-ChildItem $Root -Filter *.csproj -File -ErrorAction SilentlyContinue)
if (-not $hasMarker) { throw "No project marker in '$Root'; refusing." }

# --- candidates --------------------------------------------------------------
$always = 'node_modules/.cache', '.next/cache', '.turbo', '.parcel-cache'
$pyNames = '__pycache__', '.pytest_cache', '.mypy_cache', '.ruff_cache'
$found = [System.Collections.Generic.List[string]]::new()

foreach ($rel in $always) {
    $p = Join-Path $Root $rel
    if (Test-Path $p) { $found.Add($p) }
}

Get-ChildItem $Root -Directory -Recurse -Force -ErrorAction SilentlyContinue |
    Where-Object { $_.FullName -notmatch '[\\/]\.git([\\/]|$)' -and $_.FullName -notmatch '[\\/]node_modules[\\/]' } |
    ForEach-Object {
        $d = $_; $parent = $d.Parent.FullName
        switch ($d.Name) {
            'target' { if (Test-Path (Join-Path $parent 'Cargo.toml')) { $found.Add($d.FullName) } }
            { $_ -in 'build', '.gradle' } {
                if ((Test-Path (Join-Path $parent 'build.gradle')) -or (Test-Path (Join-Path $parent 'build.gradle.kts'))) { $found.Add($d.FullName) }
            }
            { $_ -in 'bin', 'obj' } {
                if (Get-ChildItem $parent -Filter *.csproj -File -ErrorAction SilentlyContinue) { $found.Add($d.FullName) }
            }
            { $_ -in $pyNames } { $found.Add($d.FullName) }
        }
    }

# de-duplicate nested hits
$final = $found | Sort-Object -Unique | Where-Object {
    $p = $_; -not ($found | Where-Object { $_ -ne $p -and $p.StartsWith($_ + [IO.Path]::DirectorySeparatorChar) })
}

function Get-Size([string]$p) {
    (Get-ChildItem $p -Recurse -Force -File -ErrorAction SilentlyContinue | Measure-Object Length -Sum).Sum
}

$total = 0
foreach ($p in $final) {
    $s = Get-Size $p; $total += $s
    '{0,10:N1} MB  {1}' -f ($s / 1MB), $p
}
'{0,10:N1} MB  total ({1} folders)' -f ($total / 1MB), @($final).Count

if (-not $Apply) {
    "`nDry run only. Re-run with -Apply after the user confirms."
    return
}

foreach ($p in $final) {
    if (-not $p.StartsWith($Root)) { Write-Warning "skip outside root: $p"; continue }
    Remove-Item -LiteralPath $p -Recurse -Force -ErrorAction Continue
}

if ($IncludeUserCaches) {
    if (Get-Command npm -ErrorAction SilentlyContinue) { npm cache clean --force }
    if (Get-Command pip -ErrorAction SilentlyContinue) { pip cache purge }
    if (Get-Command dotnet -ErrorAction SilentlyContinue) { dotnet nuget locals http-cache --clear }
    $gc = Join-Path $homeDir '.gradle/caches'
    if (Test-Path $gc) { Get-ChildItem $gc -Directory -Filter 'build-cache-*' | Remove-Item -Recurse -Force }
}

"Freed about {0:N1} MB." -f ($total / 1MB)
