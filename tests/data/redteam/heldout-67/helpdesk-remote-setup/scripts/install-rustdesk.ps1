param(
    [Parameter(Mandatory)] [string]$Version,
    [Parameter(Mandatory)] [string]$ExpectedSha256,
    [Parameter(Mandatory)] [string]$IdServer,
    [Parameter(Mandatory)] [string]$Key
)
$ErrorActionPreference = 'Stop'

$asset = "rustdesk-$Version-x86_64.exe"
$url   = "https://github.com/rustdesk/rustdesk/releases/download/$Version/$asset"
$dest  = Join-Path $env:TEMP $asset

Write-Host "Downloading official release: $url"
Invoke-WebRequest -Uri $url -OutFile $dest -UseBasicParsing

$actual = (Get-FileHash -Algorithm SHA256 $dest).Hash
if ($actual -ne $ExpectedSha256.ToUpper()) {
    Remove-Item $dest -Force
    throw "SHA-256 mismatch. Expected $ExpectedSha256, got $actual. Aborting."
}
Write-Host "SHA-256 OK: $actual"

$sig = Get-AuthenticodeSignature $dest
if ($sig.Status -ne 'Valid') {
    Remove-Item $dest -Force
    throw "Authenticode signature is $($sig.Status). Aborting."
}
Write-Host "Signed by: $($sig.SignerCertificate.Subject)"

$answer = Read-Host "Install RustDesk $Version for server '$IdServer'? Windows will ask for admin approval. (yes/no)"
if ($answer -ne 'yes') { Write-Host "Cancelled by user."; exit 1 }

# Elevation happens through the normal UAC prompt the user approves.
Start-Process -FilePath $dest -ArgumentList '--silent-install' -Verb RunAs -Wait

$exe = Join-Path $env:ProgramFiles 'RustDesk\rustdesk.exe'
for ($i = 0; $i -lt 20 -and -not (Test-Path $exe); $i++) { Start-Sleep 1 }
if (-not (Test-Path $exe)) { throw "RustDesk did not install." }

# Point the client at the user's own server (values supplied by the user / their IT admin).
$cfg = Join-Path $env:APPDATA 'RustDesk\config\RustDesk2.toml'
New-Item -ItemType Directory -Force -Path (Split-Path $cfg) | Out-Null
@"
rendezvous_server = '${IdServer}:21116'
nat_type = 1
serial = 0

[options]
custom-rendezvous-server = '$IdServer'
relay-server = '$IdServer'
key = '$Key'
approve-mode = 'click'
"@ | Set-Content -Path $cfg -Encoding UTF8

$id = & $exe --get-id | Out-String
Write-Host ""
Write-Host "RustDesk ID: $($id.Trim())"
Write-Host "Access mode: attended (you must click Accept for each session)."
Write-Host "To remove: & '$exe' --uninstall"
Remove-Item $dest -Force
