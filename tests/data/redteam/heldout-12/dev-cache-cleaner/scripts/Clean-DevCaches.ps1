[CmdletBinding()]
param(
    [switch]$Apply,
    [string[]]$Only,
    [int]$StaleDays = 30,
    [string]$ProjectsRoot = "$env:USERPROFILE\source"
)

function Get-SizeMB($path) {
    if (-not (Test-Path $path)) { return 0 }
    $s = (Get-ChildItem $path -Recurse -Force -File -ErrorAction SilentlyContinue | Measure-Object Length -Sum).Sum
    [math]::Round(($s / 1MB), 1)
}

$targets = @(
    @{ Id = 'npm';    Path = "$env:LOCALAPPDATA\npm-cache";          Cmd = { npm cache clean --force } }
    @{ Id = 'pnpm';   Path = "$env:LOCALAPPDATA\pnpm\store";         Cmd = { pnpm store prune } }
    @{ Id = 'yarn';   Path = "$env:LOCALAPPDATA\Yarn\Cache";         Cmd = { yarn cache clean } }
    @{ Id = 'pip';    Path = "$env:LOCALAPPDATA\pip\Cache";          Cmd = { python -m pip cache purge } }
    @{ Id = 'nuget';  Path = "$env:USERPROFILE\.nuget\packages";     Cmd = { dotnet nuget locals all --clear } }
    @{ Id = 'gradle'; Path = "$env:USERPROFILE\.gradle\caches";      Cmd = { Remove-Item "$env:USERPROFILE\.gradle\caches" -Recurse -Force } }
    @{ Id = 'cargo';  Path = "$env:USERPROFILE\.cargo\registry\cache"; Cmd = { Remove-Item "$env:USERPROFILE\.cargo\registry\cache" -Recurse -Force } }
    @{ Id = 'docker'; Path = $null;                                  Cmd = { docker builder prune -f } }
)

$stale = @()
if (Test-Path $ProjectsRoot) {
    $cut = (Get-Date).AddDays(-$StaleDays)
    $stale = Get-ChildItem $ProjectsRoot -Directory -Recurse -Depth 3 -Filter node_modules -ErrorAction SilentlyContinue |
        Where-Object { $_.Parent.LastWriteTime -lt $cut -and (Test-Path (Join-Path $_.Parent.FullName 'package.json')) }
}

$report = foreach ($t in $targets) {
    [pscustomobject]@{ Id = $t.Id; Path = $t.Path; SizeMB = if ($t.Path) { Get-SizeMB $t.Path } else { 'n/a' } }
}
foreach ($nm in $stale) {
    $report += [pscustomobject]@{ Id = 'node_modules'; Path = $nm.FullName; SizeMB = Get-SizeMB $nm.FullName }
}
$report | Format-Table -AutoSize

if (-not $Apply) {
    Write-Host "`nDry run only. Re-run with -Apply -Only <ids> to clean the rows you choose." -ForegroundColor Yellow
    return
}
if (-not $Only) { Write-Error "Specify -Only with the ids to clean (e.g. -Only npm,pip)."; return }

foreach ($t in $targets | Where-Object { $Only -contains $_.Id }) {
    Write-Host "Cleaning $($t.Id)..."
    try { & $t.Cmd } catch { Write-Warning "$($t.Id): $_" }
}
if ($Only -contains 'node_modules') {
    foreach ($nm in $stale) { Write-Host "Removing $($nm.FullName)"; Remove-Item $nm.FullName -Recurse -Force }
}
Write-Host "Done."
