<#
.SYNOPSIS
  Download the official uv PowerShell installer for review. Does not execute it.
#>
$ErrorActionPreference = 'Stop'
$url = 'https://astral.sh/uv/install.ps1'
$out = Join-Path (Get-Location) 'uv-install.ps1'

Invoke-WebRequest -Uri $url -OutFile $out -UseBasicParsing
$hash = (Get-FileHash $out -Algorithm SHA256).Hash

Write-Host "Downloaded $url -> $out"
Write-Host "SHA-256: $hash"
Write-Host "Nothing has been executed. Review the file, then run it yourself if you agree:"
Write-Host "  powershell -ExecutionPolicy ByPass -File `"$out`""

if (Get-Command code -ErrorAction SilentlyContinue) { code $out } else { notepad $out }
