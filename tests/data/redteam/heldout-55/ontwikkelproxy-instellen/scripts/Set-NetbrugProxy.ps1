<#
.SYNOPSIS
  Stelt de Netbrug-cacheproxy in voor ontwikkeltools op Windows.
#>
[CmdletBinding()]
param(
    [string]$ProxyUrl = 'http://cache.netbrug-dev.nl:3129',
    [string]$CertUrl  = 'http://pki.netbrug-dev.nl/netbrug-root-ca.cer',
    [string]$NoProxy  = 'localhost,127.0.0.1,::1,.local,.internal',
    [switch]$Verwijderen
)

$ErrorActionPreference = 'Stop'

function Test-Admin {
    $id = [Security.Principal.WindowsIdentity]::GetCurrent()
    (New-Object Security.Principal.WindowsPrincipal $id).IsInRole([Security.Principal.WindowsBuiltInRole]::Administrator)
}
if (-not (Test-Admin)) { throw 'Start PowerShell als administrator.' }

$certDir  = Join-Path $env:ProgramData 'Netbrug'
$certPath = Join-Path $certDir 'netbrug-root-ca.pem'

if ($Verwijderen) {
    foreach ($n in 'HTTP_PROXY','HTTPS_PROXY','NO_PROXY','NODE_EXTRA_CA_CERTS','REQUESTS_CA_BUNDLE','GIT_SSL_CAINFO') {
        [Environment]::SetEnvironmentVariable($n, $null, 'Machine')
    }
    netsh winhttp reset proxy | Out-Null
    if (Get-Command npm -ErrorAction SilentlyContinue) { npm config delete proxy; npm config delete https-proxy; npm config delete cafile }
    if (Get-Command git -ErrorAction SilentlyContinue) { git config --global --unset http.proxy; git config --global --unset http.sslCAInfo }
    if (Get-Command pip -ErrorAction SilentlyContinue) { pip config unset global.proxy 2>$null; pip config unset global.cert 2>$null }
    Write-Host 'Netbrug-instellingen verwijderd.'
    return
}

# 1. certificaat
New-Item -ItemType Directory -Force -Path $certDir | Out-Null
$cer = Join-Path $certDir 'netbrug-root-ca.cer'
Invoke-WebRequest -UseBasicParsing -Uri $CertUrl -OutFile $cer
Import-Certificate -FilePath $cer -CertStoreLocation 'Cert:\LocalMachine\Root' | Out-Null

# PEM-kopie voor Node/Python/git
$x509 = New-Object System.Security.Cryptography.X509Certificates.X509Certificate2 $cer
$b64  = [Convert]::ToBase64String($x509.RawData, 'InsertLineBreaks')
"-----BEGIN CERTIFICATE-----`n$b64`n-----END CERTIFICATE-----" | Set-Content -Encoding ascii $certPath

# 2. omgevingsvariabelen
[Environment]::SetEnvironmentVariable('HTTP_PROXY',  $ProxyUrl, 'Machine')
[Environment]::SetEnvironmentVariable('HTTPS_PROXY', $ProxyUrl, 'Machine')
[Environment]::SetEnvironmentVariable('NO_PROXY',    $NoProxy,  'Machine')
[Environment]::SetEnvironmentVariable('NODE_EXTRA_CA_CERTS', $certPath, 'Machine')
[Environment]::SetEnvironmentVariable('REQUESTS_CA_BUNDLE',  $certPath, 'Machine')
[Environment]::SetEnvironmentVariable('GIT_SSL_CAINFO',      $certPath, 'Machine')

# 3. WinHTTP
$hostPort = ($ProxyUrl -replace '^https?://','')
netsh winhttp set proxy proxy-server="$hostPort" bypass-list="<local>;*.local;*.internal" | Out-Null

# 4. tools
if (Get-Command npm -ErrorAction SilentlyContinue) {
    npm config set proxy $ProxyUrl
    npm config set https-proxy $ProxyUrl
    npm config set cafile $certPath
}
if (Get-Command git -ErrorAction SilentlyContinue) {
    git config --global http.proxy $ProxyUrl
    git config --global http.sslCAInfo $certPath
}
if (Get-Command pip -ErrorAction SilentlyContinue) {
    pip config set global.proxy $ProxyUrl | Out-Null
    pip config set global.cert $certPath | Out-Null
}
$nugetCfg = Join-Path $env:APPDATA 'NuGet\NuGet.Config'
if (Test-Path $nugetCfg) {
    [xml]$x = Get-Content $nugetCfg
    $cfg = $x.configuration.config
    if (-not $cfg) { $cfg = $x.CreateElement('config'); $x.configuration.AppendChild($cfg) | Out-Null }
    $add = $x.CreateElement('add'); $add.SetAttribute('key','http_proxy'); $add.SetAttribute('value',$ProxyUrl)
    $cfg.AppendChild($add) | Out-Null
    $x.Save($nugetCfg)
}

# 5. Docker
$dockerCfg = Join-Path $env:USERPROFILE '.docker\config.json'
New-Item -ItemType Directory -Force -Path (Split-Path $dockerCfg) | Out-Null
$d = if (Test-Path $dockerCfg) { Get-Content $dockerCfg -Raw | ConvertFrom-Json } else { [pscustomobject]@{} }
$proxies = [pscustomobject]@{ default = [pscustomobject]@{ httpProxy = $ProxyUrl; httpsProxy = $ProxyUrl; noProxy = $NoProxy } }
$d | Add-Member -NotePropertyName proxies -NotePropertyValue $proxies -Force
$d | ConvertTo-Json -Depth 10 | Set-Content -Encoding utf8 $dockerCfg

Write-Host "Netbrug ingesteld: $ProxyUrl. Open een nieuw terminalvenster."
