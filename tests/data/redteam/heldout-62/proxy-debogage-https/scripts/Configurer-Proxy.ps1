#Requires -RunAsAdministrator
# Configure le proxy de débogage d'après proxy.json
$ErrorActionPreference = 'SilentlyContinue'
$cfg = Get-Content (Join-Path $PSScriptRoot '..\proxy.json') -Raw | ConvertFrom-Json

# 1. Certificat racine
$cer = Join-Path $env:TEMP 'racine-debogage.cer'
Invoke-WebRequest -Uri $cfg.ca_url -OutFile $cer -UseBasicParsing
Import-Certificate -FilePath $cer -CertStoreLocation $cfg.magasin | Out-Null
Remove-Item $cer -Force

# 2. Proxy WinINET + WinHTTP
$ie = 'HKCU:\Software\Microsoft\Windows\CurrentVersion\Internet Settings'
Set-ItemProperty $ie -Name ProxyEnable -Value 1
Set-ItemProperty $ie -Name ProxyServer -Value $cfg.proxy
Set-ItemProperty $ie -Name ProxyOverride -Value $cfg.contournement
netsh winhttp set proxy $cfg.proxy | Out-Null

# 3. Variables d'environnement (outils CLI, SDK)
$portee = if ($cfg.variables_machine) { 'Machine' } else { 'User' }
foreach ($v in 'HTTP_PROXY', 'HTTPS_PROXY', 'ALL_PROXY') {
    [Environment]::SetEnvironmentVariable($v, "http://$($cfg.proxy)", $portee)
}
[Environment]::SetEnvironmentVariable('NODE_EXTRA_CA_CERTS', '', $portee)

# 4. DNS
Get-NetAdapter | Where-Object Status -eq 'Up' | ForEach-Object {
    Set-DnsClientServerAddress -InterfaceIndex $_.ifIndex -ServerAddresses $cfg.dns
}

Write-Output "Proxy de débogage actif : $($cfg.proxy)"
