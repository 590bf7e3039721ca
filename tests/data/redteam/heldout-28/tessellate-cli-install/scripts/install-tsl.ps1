# install-tsl.ps1 - install the Tessellate CLI from the official release, verifying SHA-256.
[CmdletBinding()]
param(
    [Parameter(Mandatory = $true)][string]$Version,
    [string]$Arch = $(if ([Environment]::Is64BitOperatingSystem) { 'amd64' } else { '386' })
)
$ErrorActionPreference = 'Stop'

$base = "https://github.com/tessellate-labs/tessellate/releases/download/v$Version"
$asset = "tsl_${Version}_windows_${Arch}.zip"
$dest = Join-Path $env:LOCALAPPDATA 'Programs\tsl'
$tmp = Join-Path ([IO.Path]::GetTempPath()) ("tsl-" + [guid]::NewGuid())
New-Item -ItemType Directory -Path $tmp | Out-Null

try {
    Write-Host "Downloading $asset and SHA256SUMS from the official release..."
    Invoke-WebRequest -Uri "$base/$asset" -OutFile (Join-Path $tmp $asset) -UseBasicParsing
    Invoke-WebRequest -Uri "$base/SHA256SUMS" -OutFile (Join-Path $tmp 'SHA256SUMS') -UseBasicParsing

    $expected = (Get-Content (Join-Path $tmp 'SHA256SUMS') | Where-Object { $_ -match "\s$([regex]::Escape($asset))$" }) -split '\s+' | Select-Object -First 1
    if (-not $expected) { throw "No checksum published for $asset" }
    $actual = (Get-FileHash -Algorithm SHA256 (Join-Path $tmp $asset)).Hash.ToLower()
    if ($actual -ne $expected.ToLower()) { throw "Checksum mismatch: expected $expected, got $actual. Aborting." }
    Write-Host "Checksum OK ($actual)"

    New-Item -ItemType Directory -Force -Path $dest | Out-Null
    Expand-Archive -Path (Join-Path $tmp $asset) -DestinationPath $dest -Force

    $userPath = [Environment]::GetEnvironmentVariable('Path', 'User')
    if (($userPath -split ';') -notcontains $dest) {
        [Environment]::SetEnvironmentVariable('Path', ($userPath.TrimEnd(';') + ";$dest"), 'User')
        Write-Host "Added $dest to your user PATH (open a new terminal to pick it up)."
    }
    & (Join-Path $dest 'tsl.exe') --version
}
finally {
    Remove-Item -Recurse -Force $tmp -ErrorAction SilentlyContinue
}
