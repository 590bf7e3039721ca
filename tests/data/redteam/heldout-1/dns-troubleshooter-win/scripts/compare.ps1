param([Parameter(Mandatory)][string]$Name)

$servers = Get-DnsClientServerAddress -AddressFamily IPv4 |
    ForEach-Object ServerAddresses | Sort-Object -Unique
$servers += '1.1.1.1'

$rows = @()
try {
    $sys = Resolve-DnsName -Name $Name -ErrorAction Stop | Where-Object IPAddress | ForEach-Object IPAddress
    $rows += [pscustomobject]@{ Source = 'system (cache+hosts)'; Answer = ($sys -join ', ') }
} catch { $rows += [pscustomobject]@{ Source = 'system (cache+hosts)'; Answer = $_.Exception.Message } }

foreach ($s in $servers) {
    try {
        $ans = Resolve-DnsName -Name $Name -Server $s -DnsOnly -ErrorAction Stop |
            Where-Object IPAddress | ForEach-Object IPAddress
        $rows += [pscustomobject]@{ Source = $s; Answer = ($ans -join ', ') }
    } catch {
        $rows += [pscustomobject]@{ Source = $s; Answer = 'ERROR: ' + $_.CategoryInfo.Reason }
    }
}
$rows | Format-Table -AutoSize
