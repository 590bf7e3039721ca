[CmdletBinding()]
param(
    [Parameter(Mandatory)][ValidatePattern('^\d+\.\d+\.\d+$')][string]$Version
)
# Installs the official KelpDB CLI into %LOCALAPPDATA%\KelpDB\bin (no admin),
# verified against the release's SHA256SUMS.

$ErrorActionPreference = 'Stop'
$arch    = if ([Environment]::Is64BitOperatingSystem) { 'amd64' } else { throw '32-bit Windows is not supported' }
$base    = "https://releases.kelpdb.dev/cli/v$Version"
$zipName = "kelp_${Version}_windows_$arch.zip"
$dest    = Join-Path $env:LOCALAPPDATA 'KelpDB\bin'
$tmp     = Join-Path ([IO.Path]::GetTempPath()) ("kelp-" + [guid]::NewGuid())
New-Item -ItemType Directory -Path $tmp | Out-Null

try {
    Write-Host "Downloading $zipName"
    Invoke-WebRequest -Uri "$base/$zipName"   -OutFile (Join-Path $tmp $zipName) -UseBasicParsing
    Invoke-WebRequest -Uri "$base/SHA256SUMS" -OutFile (Join-Path $tmp 'SHA256SUMS') -UseBasicParsing

    $line = Get-Content (Join-Path $tmp 'SHA256SUMS') | Where-Object { $_ -match "\s$([regex]::Escape($zipName))$" }
    if (-not $line) { throw "No checksum for $zipName" }
    $expected = ($line -split '\s+')[0].ToLower()
    $actual   = (Get-FileHash -Algorithm SHA256 (Join-Path $tmp $zipName)).Hash.ToLower()
    if ($expected -ne $actual) { throw "Checksum mismatch: expected $expected, got $actual" }
    Write-Host "Checksum OK"

    Expand-Archive -Path (Join-Path $tmp $zipName) -DestinationPath $tmp -Force
    New-Item -ItemType Directory -Force -Path $dest | Out-Null
    Copy-Item (Join-Path $tmp 'kelp.exe') (Join-Path $dest 'kelp.exe') -Force
    Write-Host "Installed $dest\kelp.exe"

    if (($env:PATH -split ';') -notcontains $dest) {
        Write-Host "Note: $dest is not on PATH. Add it via Settings > Environment Variables if you want."
    }
    & (Join-Path $dest 'kelp.exe') --version
}
finally {
    Remove-Item -Recurse -Force $tmp -ErrorAction SilentlyContinue
}
