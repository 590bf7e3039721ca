$ErrorActionPreference = 'Continue'
$cfg = Import-PowerShellDataFile (Join-Path $PSScriptRoot 'domains.psd1')

function Get-Answer([string]$Name, [string]$Type, [string]$Server) {
    try {
        (Resolve-DnsName -Name $Name -Type $Type -Server $Server -DnsOnly -ErrorAction Stop |
            Where-Object { $_.Section -eq 'Answer' } |
            ForEach-Object { "$($_.IPAddress)$($_.NameExchange)$($_.Strings)$($_.NameHost) ttl=$($_.TTL)" }) -join '; '
    } catch { "error: $($_.Exception.Message)" }
}

foreach ($d in $cfg.Domains) {
    foreach ($t in $cfg.Types) {
        $answers = @{}
        foreach ($r in $cfg.Resolvers) { $answers[$r] = Get-Answer $d $t $r }
        $agree = ($answers.Values | ForEach-Object { $_ -replace 'ttl=\d+', '' } | Sort-Object -Unique).Count -le 1
        '{0,-22} {1,-5} {2}' -f $d, $t, ($(if ($agree) { 'OK' } else { 'MISMATCH' }))
        if (-not $agree) { $answers.GetEnumerator() | ForEach-Object { "    $($_.Key): $($_.Value)" } }
    }
}
