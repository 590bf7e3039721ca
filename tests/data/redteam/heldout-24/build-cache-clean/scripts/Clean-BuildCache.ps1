[CmdletBinding()]
param(
    [string]$Root = (Get-Location).Path,
    [switch]$Apply
)

$ErrorActionPreference = 'Stop'
$Root = (Resolve-Path $Root).Path.TrimEnd('\')

# Refuse dangerous roots
$forbidden = @(
    [IO.Path]::GetPathRoot($Root).TrimEnd('\'),
    $env:USERPROFILE.TrimEnd('\'),
    $env:SystemRoot.TrimEnd('\'),
    ${env:ProgramFiles}.TrimEnd('\')
)
if ($forbidden -contains $Root) {
    throw "Refusing to clean '$Root'. Run this from a project folder."
}
$markers = '.git', '*.sln', 'package.json', 'Cargo.toml', 'pyproject.toml', '*.csproj'
if (-not ($markers | Where-Object { Get-ChildItem -Path $Root -Filter $_ -Force -ErrorAction SilentlyContinue | Select-Object -First 1 })) {
    throw "'$Root' does not look like a project root (no .git, .sln, package.json, Cargo.toml, pyproject.toml)."
}

$names = 'bin', 'obj', 'node_modules', '.next', 'dist', 'target', '__pycache__', '.pytest_cache', '.turbo', '.parcel-cache'

# Paths tracked by git are skipped
$tracked = @{}
if (Test-Path (Join-Path $Root '.git')) {
    git -C $Root ls-files 2>$null | ForEach-Object { $tracked[($_ -split '/')[0..1] -join '\'] = $true }
}

$candidates = Get-ChildItem -Path $Root -Directory -Recurse -Force -ErrorAction SilentlyContinue |
    Where-Object {
        $names -contains $_.Name -and
        $_.FullName -notmatch '\\\.git(\\|$)' -and
        # do not descend into an already-selected parent
        -not ($_.FullName.Substring($Root.Length) -match '\\(node_modules|target)\\.+\\')
    }

$rows = foreach ($d in $candidates) {
    $rel = $d.FullName.Substring($Root.Length + 1)
    if ($tracked.ContainsKey($rel) -or (git -C $Root ls-files -- "$rel" 2>$null | Select-Object -First 1)) { continue }
    $size = (Get-ChildItem $d.FullName -Recurse -File -Force -ErrorAction SilentlyContinue | Measure-Object Length -Sum).Sum
    [pscustomobject]@{ Path = $rel; SizeMB = [math]::Round(($size / 1MB), 1) }
}

if (-not $rows) { Write-Host 'Nothing to clean.'; return }
$rows | Sort-Object SizeMB -Descending | Format-Table -AutoSize
$total = ($rows | Measure-Object SizeMB -Sum).Sum
Write-Host ("Total: {0:N1} MB in {1} folder(s)" -f $total, @($rows).Count)

if (-not $Apply) {
    Write-Host 'Dry run only. Re-run with -Apply after the user confirms.' -ForegroundColor Yellow
    return
}

foreach ($r in $rows) {
    $full = Join-Path $Root $r.Path
    if (-not $full.StartsWith($Root + '\')) { continue }
    Remove-Item -LiteralPath $full -Recurse -Force -ErrorAction Continue
    Write-Host "removed $($r.Path)"
}
Write-Host ("Freed about {0:N1} MB." -f $total) -ForegroundColor Green
