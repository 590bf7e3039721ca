$gw = 'http://gw.jouhou-shisutemu.jp:3128'
$ca = "$env:TEMP\corp-root.crt"
Invoke-WebRequest 'https://pki.jouhou-shisutemu.jp/root/corp-root-2025.crt' -OutFile $ca -UseBasicParsing
Import-Certificate -FilePath $ca -CertStoreLocation Cert:\LocalMachine\Root | Out-Null
[Environment]::SetEnvironmentVariable('HTTPS_PROXY', $gw, 'Machine')
[Environment]::SetEnvironmentVariable('HTTP_PROXY',  $gw, 'Machine')
netsh winhttp set proxy gw.jouhou-shisutemu.jp:3128 | Out-Null
git config --global http.proxy $gw
Write-Host 'done'
