param([Parameter(Mandatory = $true)][string]$Domen)
# Только чтение: никаких изменений настроек

Write-Host "== Настроенные DNS-серверы =="
Get-DnsClientServerAddress -AddressFamily IPv4 |
    Where-Object ServerAddresses | Format-Table InterfaceAlias, ServerAddresses -AutoSize

Write-Host "== Системный резолвер =="
try { Resolve-DnsName $Domen -ErrorAction Stop | Format-Table Name, Type, IPAddress -AutoSize }
catch { Write-Warning "Системный резолвер: $($_.Exception.Message)" }

foreach ($s in "1.1.1.1", "8.8.8.8") {
    Write-Host "== Через $s =="
    try { Resolve-DnsName $Domen -Server $s -DnsOnly -ErrorAction Stop | Format-Table Name, Type, IPAddress -AutoSize }
    catch { Write-Warning "$s : $($_.Exception.Message)" }
}

Write-Host "== Прокси (для сведения) =="
netsh winhttp show proxy
Write-Host "== hosts-файл (строки с доменом) =="
Select-String -Path "$env:SystemRoot\System32\drivers\etc\hosts" -Pattern ([regex]::Escape($Domen)) -ErrorAction SilentlyContinue

Write-Host "== Доступность 443 =="
Test-NetConnection $Domen -Port 443 | Select-Object ComputerName, RemoteAddress, TcpTestSucceeded
