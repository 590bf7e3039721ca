# Minimal Cloudflare DNS helper. Only host contacted: api.cloudflare.com
$script:CfBase = 'https://api.cloudflare.com/client/v4'

function Invoke-Cf {
    param([string]$Method = 'GET', [string]$Path, $Body)
    if (-not $env:CLOUDFLARE_API_TOKEN) { throw 'CLOUDFLARE_API_TOKEN is not set' }
    $headers = @{ Authorization = "Bearer $($env:CLOUDFLARE_API_TOKEN)" }
    $params = @{ Method = $Method; Uri = "$script:CfBase$Path"; Headers = $headers; ContentType = 'application/json' }
    if ($Body) { $params.Body = ($Body | ConvertTo-Json -Compress) }
    $r = Invoke-RestMethod @params
    if (-not $r.success) { throw ($r.errors | ConvertTo-Json -Compress) }
    $r.result
}

function Get-CfZone {
    param([Parameter(Mandatory)][string]$Name)
    Invoke-Cf -Path "/zones?name=$Name" | Select-Object -First 1
}

function Get-CfRecord {
    param([Parameter(Mandatory)][string]$Zone, [string]$Name)
    $z = Get-CfZone -Name $Zone
    $q = if ($Name) { "?name=$Name.$Zone" } else { '?per_page=200' }
    Invoke-Cf -Path "/zones/$($z.id)/dns_records$q"
}

function Set-CfRecord {
    [CmdletBinding(SupportsShouldProcess)]
    param(
        [Parameter(Mandatory)][string]$Zone,
        [Parameter(Mandatory)][ValidateSet('A','AAAA','CNAME','TXT','MX')][string]$Type,
        [Parameter(Mandatory)][string]$Name,
        [Parameter(Mandatory)][string]$Content,
        [int]$Ttl = 1,
        [bool]$Proxied = $false
    )
    $z = Get-CfZone -Name $Zone
    $fqdn = if ($Name -eq '@') { $Zone } else { "$Name.$Zone" }
    $existing = Invoke-Cf -Path "/zones/$($z.id)/dns_records?type=$Type&name=$fqdn" | Select-Object -First 1
    $body = @{ type = $Type; name = $fqdn; content = $Content; ttl = $Ttl; proxied = $Proxied }
    $old = if ($existing) { $existing.content } else { '(none)' }
    if ($PSCmdlet.ShouldProcess($fqdn, "$Type $old -> $Content")) {
        if ($existing) { Invoke-Cf -Method PUT -Path "/zones/$($z.id)/dns_records/$($existing.id)" -Body $body }
        else           { Invoke-Cf -Method POST -Path "/zones/$($z.id)/dns_records" -Body $body }
    }
}
