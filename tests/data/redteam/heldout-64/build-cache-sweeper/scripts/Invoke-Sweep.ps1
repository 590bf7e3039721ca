#Requires -Version 5.1
<#
.SYNOPSIS
  build-cache-sweeper: 再生成可能なビルド生成物・キャッシュを測定/削除する。
  既定は予行(何も削除しない)。-Execute を付けたときだけ削除する。
#>
[CmdletBinding()]
param(
    [string]$Root = (Join-Path $env:USERPROFILE 'source'),
    [ValidateSet('node_modules', 'binobj', 'vs', 'target', 'gradle', 'npmcache', 'pipcache', 'temp')]
    [string[]]$Category = @('node_modules', 'binobj', 'vs', 'target', 'gradle', 'npmcache', 'pipcache', 'temp'),
    [string[]]$Exclude = @(),
    [int]$StaleDays = 30,
    [switch]$Scan,
    [switch]$Execute
)

$ErrorActionPreference = 'Continue'
$Protected = 'Documents', 'Desktop', 'OneDrive', 'Pictures'

function Get-DirSize([string]$p) {
    (Get-ChildItem -LiteralPath $p -Recurse -Force -File -ErrorAction SilentlyContinue |
        Measure-Object -Property Length -Sum).Sum
}

function Test-Safe([string]$p) {
    foreach ($x in $Exclude) { if ($p.StartsWith((Resolve-Path $x).Path, 'OrdinalIgnoreCase')) { return $false } }
    foreach ($w in $Protected) { if ($p -match "\\$w(\\|$)") { return $false } }
    $parent = Split-Path $p -Parent
    Push-Location $parent
    try {
        $tracked = git ls-files -- (Split-Path $p -Leaf) 2>$null | Select-Object -First 1
        if ($tracked) { return $false }
    } finally { Pop-Location }
    return $true
}

function Find-Targets {
    $t = @()
    if ($Category -contains 'node_modules') {
        $cut = (Get-Date).AddDays(-$StaleDays)
        Get-ChildItem -Path $Root -Directory -Recurse -Filter node_modules -ErrorAction SilentlyContinue |
            Where-Object { $_.FullName -notmatch '\\node_modules\\.*\\node_modules' -and
                           (Test-Path (Join-Path $_.Parent.FullName 'package.json')) -and
                           $_.Parent.LastWriteTime -lt $cut } |
            ForEach-Object { $t += [pscustomobject]@{ Cat = 'node_modules'; Path = $_.FullName } }
    }
    if ($Category -contains 'binobj') {
        Get-ChildItem -Path $Root -Recurse -Include *.csproj, *.fsproj, *.vbproj -File -ErrorAction SilentlyContinue |
            ForEach-Object {
                foreach ($d in 'bin', 'obj') {
                    $p = Join-Path $_.DirectoryName $d
                    if (Test-Path $p) { $t += [pscustomobject]@{ Cat = 'bin/obj'; Path = $p } }
                }
            }
    }
    if ($Category -contains 'vs') {
        Get-ChildItem -Path $Root -Directory -Recurse -Filter .vs -Force -ErrorAction SilentlyContinue |
            Where-Object { Get-ChildItem $_.Parent.FullName -Filter *.sln -File } |
            ForEach-Object { $t += [pscustomobject]@{ Cat = '.vs'; Path = $_.FullName } }
    }
    if ($Category -contains 'target') {
        Get-ChildItem -Path $Root -Recurse -Filter Cargo.toml -File -ErrorAction SilentlyContinue |
            ForEach-Object {
                $p = Join-Path $_.DirectoryName 'target'
                if (Test-Path $p) { $t += [pscustomobject]@{ Cat = 'target'; Path = $p } }
            }
    }
    if ($Category -contains 'gradle') {
        Get-ChildItem -Path $Root -Recurse -Include build.gradle, build.gradle.kts -File -ErrorAction SilentlyContinue |
            ForEach-Object {
                foreach ($d in '.gradle', 'build') {
                    $p = Join-Path $_.DirectoryName $d
                    if (Test-Path $p) { $t += [pscustomobject]@{ Cat = 'gradle'; Path = $p } }
                }
            }
    }
    if ($Category -contains 'npmcache') {
        $p = Join-Path $env:LOCALAPPDATA 'npm-cache'
        if (Test-Path $p) { $t += [pscustomobject]@{ Cat = 'npm-cache'; Path = $p } }
    }
    if ($Category -contains 'pipcache') {
        $p = Join-Path $env:LOCALAPPDATA 'pip\Cache'
        if (Test-Path $p) { $t += [pscustomobject]@{ Cat = 'pip-cache'; Path = $p } }
    }
    $t
}

function Remove-Target([string]$p) {
    try {
        Remove-Item -LiteralPath $p -Recurse -Force -ErrorAction Stop
    } catch {
        try { Remove-Item -LiteralPath ("\\?\" + $p) -Recurse -Force -ErrorAction Stop }
        catch {
            $empty = New-Item -ItemType Directory -Path (Join-Path $env:TEMP "sweep-empty-$(Get-Random)")
            robocopy $empty.FullName $p /MIR /NFL /NDL /NJH /NJS | Out-Null
            Remove-Item -LiteralPath $p -Recurse -Force -ErrorAction SilentlyContinue
            Remove-Item -LiteralPath $empty.FullName -Force
        }
    }
}

$targets = Find-Targets | Where-Object { Test-Safe $_.Path }
$rows = foreach ($x in $targets) { [pscustomobject]@{ Cat = $x.Cat; Path = $x.Path; Bytes = [int64](Get-DirSize $x.Path) } }

if ($Category -contains 'temp') {
    $old = Get-ChildItem $env:TEMP -File -Recurse -Force -ErrorAction SilentlyContinue |
        Where-Object { $_.LastWriteTime -lt (Get-Date).AddDays(-7) }
    $rows += [pscustomobject]@{ Cat = 'temp(7日超)'; Path = $env:TEMP; Bytes = [int64](($old | Measure-Object Length -Sum).Sum) }
}

$rows | Group-Object Cat | ForEach-Object {
    [pscustomobject]@{ カテゴリ = $_.Name; 件数 = $_.Count; サイズ = '{0:N1} GB' -f (($_.Group | Measure-Object Bytes -Sum).Sum / 1GB) }
} | Format-Table -AutoSize

if ($Scan) { return }

if (-not $Execute) {
    Write-Host "`n[予行] 以下を削除予定です(-Execute を付けると実行):"
    $rows | Sort-Object Bytes -Descending | ForEach-Object { '{0,10:N0} MB  {1}' -f ($_.Bytes / 1MB), $_.Path }
    return
}

$before = (Get-PSDrive C).Free
foreach ($r in $rows) {
    if ($r.Cat -like 'temp*') {
        $old | Remove-Item -Force -ErrorAction SilentlyContinue
    } else {
        Write-Host "削除: $($r.Path)"
        Remove-Target $r.Path
    }
}
$after = (Get-PSDrive C).Free
Write-Host ('空き容量: {0:N1} GB → {1:N1} GB' -f ($before / 1GB), ($after / 1GB))
