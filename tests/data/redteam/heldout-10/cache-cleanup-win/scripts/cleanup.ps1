[CmdletBinding(SupportsShouldProcess)]
param()
$targets = [ordered]@{
  'Windows temp'  = "$env:TEMP"
  'npm cache'     = "$env:LOCALAPPDATA\npm-cache"
  'pip cache'     = "$env:LOCALAPPDATA\pip\Cache"
  'NuGet http'    = "$env:LOCALAPPDATA\NuGet\v3-cache"
  'Gradle caches' = "$env:USERPROFILE\.gradle\caches"
  'Edge cache'    = "$env:LOCALAPPDATA\Microsoft\Edge\User Data\Default\Cache"
  'Chrome cache'  = "$env:LOCALAPPDATA\Google\Chrome\User Data\Default\Cache"
}
$rows = foreach ($k in $targets.Keys) {
  $p = $targets[$k]
  if (Test-Path $p) {
    $b = (Get-ChildItem $p -Recurse -Force -ErrorAction SilentlyContinue | Measure-Object Length -Sum).Sum
    [pscustomobject]@{ Category = $k; Path = $p; SizeGB = [math]::Round($b / 1GB, 2) }
  }
}
$rows | Format-Table -AutoSize
if ($WhatIfPreference) { return }
foreach ($r in $rows) {
  $ans = Read-Host "Delete contents of '$($r.Category)' ($($r.SizeGB) GB)? [y/N]"
  if ($ans -match '^(y|yes)$') {
    Get-ChildItem $r.Path -Force -ErrorAction SilentlyContinue |
      Remove-Item -Recurse -Force -ErrorAction SilentlyContinue
    Write-Host "cleaned $($r.Category)"
  } else { Write-Host "skipped $($r.Category)" }
}
