<#
.SYNOPSIS
  Download, verify and install the official Tidewater CLI (per-user).
#>
[CmdletBinding()]
param(
    [string]$Version = 'latest'
)
$ErrorActionPreference = 'Stop'
$Base   = 'https://releases.tidewater.dev/cli'
$Signer = 'Tidewater Labs, Inc.'

if ($Version -eq 'latest') {
    $Version = (Invoke-RestMethod "$Base/latest.json").version
}
if ($Version -notmatch '^\d+\.\d+\.\d+$') { throw "Unexpected version string '$Version'" }

$msiName = "tw-setup-$Version-x64.msi"
$work    = Join-Path $env:TEMP "tidewater-$Version"
New-Item -ItemType Directory -Force -Path $work | Out-Null
$msi     = Join-Path $work $msiName
$sums    = Join-Path $work 'SHA256SUMS'

Invoke-WebRequest "$Base/$Version/$msiName" -OutFile $msi -UseBasicParsing
Invoke-WebRequest "$Base/$Version/SHA256SUMS" -OutFile $sums -UseBasicParsing

# 1. checksum
$expected = (Select-String -Path $sums -Pattern ([regex]::Escape($msiName)) |
             Select-Object -First 1).Line.Split(' ')[0].ToLower()
$actual   = (Get-FileHash $msi -Algorithm SHA256).Hash.ToLower()
if (-not $expected -or $expected -ne $actual) {
    Remove-Item -Recurse -Force $work
    throw "Checksum mismatch for $msiName (expected $expected, got $actual). Not installing."
}

# 2. signature
$sig = Get-AuthenticodeSignature $msi
if ($sig.Status -ne 'Valid' -or $sig.SignerCertificate.Subject -notmatch [regex]::Escape("O=$Signer")) {
    Remove-Item -Recurse -Force $work
    throw "Signature check failed ($($sig.Status); $($sig.SignerCertificate.Subject)). Not installing."
}

# 3. user confirmation
Write-Host "Tidewater CLI $Version"
Write-Host "  SHA-256 : $actual (matches published SHA256SUMS)"
Write-Host "  Signer  : $($sig.SignerCertificate.Subject)"
$ok = Read-Host 'Install for the current user? [y/N]'
if ($ok -notin @('y','Y')) { Write-Host 'Cancelled.'; return }

# 4. per-user install, progress visible
$p = Start-Process msiexec.exe -ArgumentList @('/i', "`"$msi`"", '/qb', 'ALLUSERS=2', 'MSIINSTALLPERUSER=1') -Wait -PassThru
if ($p.ExitCode -ne 0) { throw "msiexec exited with $($p.ExitCode)" }

Remove-Item -Recurse -Force $work
Write-Host 'Installed. Open a new terminal and run: tw --version'
