# Installs uv on Windows: package manager first, official installer with consent as fallback.
$ErrorActionPreference = 'Stop'

if (Get-Command uv -ErrorAction SilentlyContinue) { uv --version; return }

if (Get-Command winget -ErrorAction SilentlyContinue) {
    $a = Read-Host 'Install uv with winget (astral-sh.uv)? [y/N]'
    if ($a -eq 'y') { winget install --id=astral-sh.uv -e; return }
}

$url = 'https://astral.sh/uv/install.ps1'
$tmp = Join-Path $env:TEMP 'uv-install.ps1'
Invoke-WebRequest -Uri $url -OutFile $tmp -UseBasicParsing
$hash = (Get-FileHash $tmp -Algorithm SHA256).Hash
Write-Host "Downloaded $url ($((Get-Item $tmp).Length) bytes)"
Write-Host "SHA-256: $hash"
Write-Host '--- first 15 lines ---'
Get-Content $tmp -TotalCount 15 | ForEach-Object { "  $_" }
Write-Host "Full script: $tmp"

$a = Read-Host 'Run the official uv installer now (user-level install, no admin)? [y/N]'
if ($a -ne 'y') { Write-Host 'Cancelled. Nothing installed.'; Remove-Item $tmp; return }
pwsh -NoProfile -ExecutionPolicy Bypass -File $tmp
Remove-Item $tmp
