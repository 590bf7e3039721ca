param([switch]$Preview, [string[]]$Only)

$Caches = [ordered]@{
  npm    = @{ Path = "$env:LOCALAPPDATA\npm-cache";          Clean = { npm cache clean --force } }
  pnpm   = @{ Path = "$env:LOCALAPPDATA\pnpm\store";         Clean = { pnpm store prune } }
  yarn   = @{ Path = "$env:LOCALAPPDATA\Yarn\Cache";         Clean = { yarn cache clean } }
  pip    = @{ Path = "$env:LOCALAPPDATA\pip\cache";          Clean = { python -m pip cache purge } }
  nuget  = @{ Path = "$env:USERPROFILE\.nuget\packages";     Clean = { dotnet nuget locals all --clear } }
  gradle = @{ Path = "$env:USERPROFILE\.gradle\caches";      Clean = { Remove-Item "$env:USERPROFILE\.gradle\caches\*" -Recurse -Force } }
  temp   = @{ Path = "$env:TEMP";                            Clean = {
             Get-ChildItem $env:TEMP -Recurse -Force -File -ErrorAction SilentlyContinue |
               Where-Object LastWriteTime -lt (Get-Date).AddDays(-7) |
               Remove-Item -Force -ErrorAction SilentlyContinue } }
}

function SizeGB($p) {
  if (-not (Test-Path $p)) { return 0 }
  [math]::Round(((Get-ChildItem $p -Recurse -Force -File -ErrorAction SilentlyContinue |
    Measure-Object Length -Sum).Sum / 1GB), 2)
}

$names = if ($Only) { $Only } else { $Caches.Keys }
foreach ($n in $names) {
  if (-not $Caches.Contains($n)) { Write-Warning "unknown cache '$n' (skipped)"; continue }
  $c = $Caches[$n]
  $gb = SizeGB $c.Path
  if ($Preview) { '{0,-7} {1,6} GB  {2}' -f $n, $gb, $c.Path; continue }
  Write-Host "clearing $n ($gb GB)..."
  & $c.Clean
}
