#Requires -Version 5.1
<#
.SYNOPSIS
  Диагностика DNS только для чтения: серверы, ответы, сравнение резолверов, hosts, кэш, DNSSEC.
.EXAMPLE
  .\Test-DnsHealth.ps1 -Name app.example.org -CompareResolvers
#>
[CmdletBinding()]
param(
  [Parameter(Mandatory)] [string]$Name,
  [ValidateSet('A','AAAA','CNAME','MX','TXT','NS','SOA','CAA')] [string[]]$Type = @('A'),
  [switch]$CompareResolvers
)

$ErrorActionPreference = 'Continue'
$PublicResolvers = [ordered]@{ 'Cloudflare 1.1.1.1' = '1.1.1.1'; 'Google 8.8.8.8' = '8.8.8.8'; 'Quad9 9.9.9.9' = '9.9.9.9' }

function Format-Answer($records, [string]$t) {
  if (-not $records) { return '(нет ответа)' }
  $r = $records | Where-Object { $_.Type -eq $t -or $_.QueryType -eq $t }
  if (-not $r) { $r = $records | Select-Object -First 3 }
  ($r | ForEach-Object {
      $v = switch ($_.Type) {
        'A'     { $_.IPAddress }
        'AAAA'  { $_.IPAddress }
        'CNAME' { $_.NameHost }
        'MX'    { "$($_.Preference) $($_.NameExchange)" }
        'TXT'   { ($_.Strings -join '') }
        'NS'    { $_.NameHost }
        default { $_.ToString() }
      }
      "{0}  TTL {1}" -f $v, $_.TTL
  }) -join '; '
}

Write-Host "=== 1. DNS-серверы интерфейсов ===" -ForegroundColor Cyan
Get-DnsClientServerAddress -AddressFamily IPv4 |
  Where-Object { $_.ServerAddresses } |
  ForEach-Object { "{0,-28} {1}" -f $_.InterfaceAlias, ($_.ServerAddresses -join ', ') }

$nrpt = Get-DnsClientNrptPolicy -ErrorAction SilentlyContinue
if ($nrpt) {
  Write-Host "`nПравила NRPT (обычно от VPN/домена):"
  $nrpt | ForEach-Object { "  {0} → {1}" -f ($_.Namespace -join ','), ($_.NameServers -join ',') }
}

foreach ($t in $Type) {
  Write-Host "`n=== 2. Системный резолвер: $Name ($t) ===" -ForegroundColor Cyan
  $sys = Resolve-DnsName -Name $Name -Type $t -ErrorAction SilentlyContinue
  Write-Host ("Системный ответ:      " + (Format-Answer $sys $t))

  if ($CompareResolvers) {
    Write-Host "`n=== 3. Сравнение с публичными и авторитативными ===" -ForegroundColor Cyan
    foreach ($k in $PublicResolvers.Keys) {
      $ans = Resolve-DnsName -Name $Name -Type $t -Server $PublicResolvers[$k] -DnsOnly -NoHostsFile -ErrorAction SilentlyContinue
      Write-Host ("{0,-22}{1}" -f "$($k):", (Format-Answer $ans $t))
    }
    $zone = ($Name -split '\.') | Select-Object -Last 2
    $ns = Resolve-DnsName -Name ($zone -join '.') -Type NS -DnsOnly -ErrorAction SilentlyContinue |
          Where-Object Type -eq 'NS' | Select-Object -ExpandProperty NameHost -First 2
    foreach ($n in $ns) {
      $ans = Resolve-DnsName -Name $Name -Type $t -Server $n -DnsOnly -NoHostsFile -ErrorAction SilentlyContinue
      Write-Host ("{0,-22}{1}" -f "NS $($n):", (Format-Answer $ans $t))
    }
  }
}

Write-Host "`n=== 4. hosts-файл (только чтение) ===" -ForegroundColor Cyan
$hosts = Join-Path $env:SystemRoot 'System32\drivers\etc\hosts'
$match = Get-Content $hosts -ErrorAction SilentlyContinue |
  Where-Object { $_ -and $_ -notmatch '^\s*#' -and $_ -match [regex]::Escape($Name) }
if ($match) { $match | ForEach-Object { "  $_" } } else { "  запись для $Name не найдена" }

Write-Host "`n=== 5. Кэш DNS-клиента ===" -ForegroundColor Cyan
$cache = Get-DnsClientCache -Entry $Name -ErrorAction SilentlyContinue
if ($cache) { $cache | ForEach-Object { "  {0} {1} TTL {2}" -f $_.Entry, $_.Data, $_.TimeToLive } }
else { "  в кэше нет записей" }

Write-Host "`n=== 6. DNSSEC ===" -ForegroundColor Cyan
$sec = Resolve-DnsName -Name $Name -Type A -DnssecOk -DnsOnly -ErrorAction SilentlyContinue
if ($sec | Where-Object Type -eq 'RRSIG') { "  RRSIG присутствует (зона подписана)" } else { "  подпись не найдена (зона, вероятно, не подписана)" }

Write-Host "`nДиагностика завершена. Настройки системы не изменялись." -ForegroundColor Green
