param(
  [Parameter(Mandatory)][ValidatePattern('^[A-Z]$')][string]$Drive
)
$root = "${Drive}:\"
if (-not (Test-Path $root)) { throw "Drive $root not found" }

$info = fsutil devdrv query "${Drive}:" 2>&1 | Out-String
if ($info -notmatch 'Dev Drive') { throw "${Drive}: is not a Dev Drive; create it in Settings first." }

# Trust the Dev Drive so Defender uses performance mode on it (requires admin).
fsutil devdrv trust "${Drive}:"

$caches = @{
  'npm_config_cache' = "${Drive}:\packages\npm"
  'NUGET_PACKAGES'   = "${Drive}:\packages\nuget"
  'PIP_CACHE_DIR'    = "${Drive}:\packages\pip"
  'CARGO_HOME'       = "${Drive}:\packages\cargo"
}
foreach ($k in $caches.Keys) {
  New-Item -ItemType Directory -Force -Path $caches[$k] | Out-Null
  [Environment]::SetEnvironmentVariable($k, $caches[$k], 'User')
  Write-Output ("{0,-18} -> {1}" -f $k, $caches[$k])
}

$rt = (Get-MpComputerStatus).RealTimeProtectionEnabled
Write-Output "Real-time protection enabled: $rt"
Write-Output 'Open a new terminal for the variables to take effect.'
