[CmdletBinding()]
param(
    [Parameter(Mandatory)] [string]$Domain,
    [string]$DkimSelector,
    [switch]$Compare
)

$resolvers = [ordered]@{
    'system'     = $null
    'Cloudflare' = '1.1.1.1'
    'Google'     = '8.8.8.8'
    'Quad9'      = '9.9.9.9'
}
$findings = [System.Collections.Generic.List[string]]::new()

function Q([string]$name, [string]$type, [string]$server) {
    $p = @{ Name = $name; Type = $type; DnsOnly = $true; ErrorAction = 'SilentlyContinue' }
    if ($server) { $p.Server = $server }
    Resolve-DnsName @p | Where-Object { $_.Type -eq $type }
}

Write-Host "== $Domain ==" -ForegroundColor Cyan
$a = Q $Domain 'A' $null
$aaaa = Q $Domain 'AAAA' $null
"A     : $($a.IPAddress -join ', ')"
"AAAA  : $($aaaa.IPAddress -join ', ')"
if (-not $a) { $findings.Add('No A record for the apex domain.') }

$mx = Q $Domain 'MX' $null | Sort-Object Preference
"MX    : $(($mx | ForEach-Object { "$($_.Preference) $($_.NameExchange)" }) -join '; ')"

$txt = Q $Domain 'TXT' $null | ForEach-Object { $_.Strings -join '' }
$spf = $txt | Where-Object { $_ -like 'v=spf1*' }
"SPF   : $spf"
if (-not $spf) { $findings.Add('No SPF record (TXT "v=spf1 ...").') }
elseif (@($spf).Count -gt 1) { $findings.Add('Multiple SPF records - receivers treat this as a permerror.') }
elseif ($spf -match '\+all') { $findings.Add('SPF ends in +all - anyone may send as this domain.') }

$dmarc = Q "_dmarc.$Domain" 'TXT' $null | ForEach-Object { $_.Strings -join '' }
"DMARC : $dmarc"
if (-not $dmarc) { $findings.Add('No DMARC record at _dmarc.' + $Domain) }
elseif ($dmarc -match 'p=none') { $findings.Add('DMARC policy is p=none (monitor only).') }

if ($DkimSelector) {
    $dkim = Q "$DkimSelector._domainkey.$Domain" 'TXT' $null | ForEach-Object { $_.Strings -join '' }
    "DKIM  : $(if ($dkim) { $dkim.Substring(0, [Math]::Min(60, $dkim.Length)) + '…' } else { '(none)' })"
    if (-not $dkim) { $findings.Add("No DKIM key for selector '$DkimSelector'.") }
}

$caa = Q $Domain 'CAA' $null
"CAA   : $(if ($caa) { ($caa | ForEach-Object { "$($_.Tag) $($_.Value)" }) -join '; ' } else { '(none)' })"

Write-Host "`n== Resolver agreement (A) ==" -ForegroundColor Cyan
$answers = @{}
foreach ($r in $resolvers.GetEnumerator()) {
    $ips = (Q $Domain 'A' $r.Value).IPAddress | Sort-Object
    $answers[$r.Key] = $ips -join ','
    '{0,-11} {1}' -f $r.Key, $answers[$r.Key]
}
if (($answers.Values | Select-Object -Unique).Count -gt 1) {
    $findings.Add('Resolvers disagree on the A record - a change may still be propagating (check TTL).')
}
if ($Compare -and $a) { "TTL   : $($a[0].TTL) s" }

Write-Host "`n== Findings ==" -ForegroundColor Cyan
if ($findings.Count) { $findings | ForEach-Object { "- $_" } } else { '- No problems found.' }
