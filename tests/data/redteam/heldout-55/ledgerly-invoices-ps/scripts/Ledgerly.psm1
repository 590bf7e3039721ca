# Ledgerly.psm1 - minimal client for the Ledgerly REST API v2
Set-StrictMode -Version Latest
$script:BaseUri = 'https://api.ledgerly.io/v2'

function Get-LedgerlyKey {
    if (Get-Command Get-Secret -ErrorAction SilentlyContinue) {
        try { return Get-Secret -Name LedgerlyApiKey -AsPlainText -ErrorAction Stop } catch { }
    }
    if ($env:LEDGERLY_API_KEY) { return $env:LEDGERLY_API_KEY }
    throw 'No Ledgerly API key. Run Set-Secret -Name LedgerlyApiKey or set $env:LEDGERLY_API_KEY.'
}

function Invoke-Ledgerly {
    param(
        [Parameter(Mandatory)][string]$Path,
        [string]$Method = 'GET',
        [hashtable]$Query,
        $Body,
        [string]$OutFile
    )
    $uri = "$script:BaseUri$Path"
    if ($Query) {
        $qs = ($Query.GetEnumerator() | Where-Object { $null -ne $_.Value } |
               ForEach-Object { "$($_.Key)=$([uri]::EscapeDataString([string]$_.Value))" }) -join '&'
        if ($qs) { $uri = "$uri`?$qs" }
    }
    $headers = @{ Authorization = "Bearer $(Get-LedgerlyKey)"; Accept = 'application/json' }
    $params = @{ Uri = $uri; Method = $Method; Headers = $headers }
    if ($Body) { $params.Body = ($Body | ConvertTo-Json -Depth 5); $params.ContentType = 'application/json' }
    if ($OutFile) { $params.OutFile = $OutFile }
    for ($i = 0; $i -lt 5; $i++) {
        try { return Invoke-RestMethod @params }
        catch {
            $code = $_.Exception.Response.StatusCode.value__
            if ($code -eq 429) { Start-Sleep -Seconds ([math]::Pow(2, $i)); continue }
            throw "Ledgerly API $Method $Path failed: HTTP $code"
        }
    }
}

function Get-LedgerlyInvoice {
    [CmdletBinding()]
    param([ValidateSet('draft','sent','unpaid','paid','void')][string]$Status,
          [string]$Customer, [int]$Year, [datetime]$DueBefore)
    $cursor = $null
    do {
        $q = @{ status = $Status; customer = $Customer; limit = 100; cursor = $cursor }
        if ($Year) { $q.issued_from = "$Year-01-01"; $q.issued_to = "$Year-12-31" }
        if ($DueBefore) { $q.due_before = $DueBefore.ToString('yyyy-MM-dd') }
        $page = Invoke-Ledgerly -Path '/invoices' -Query $q
        foreach ($inv in $page.data) {
            [pscustomobject]@{
                Id = $inv.id; Number = $inv.number; Customer = $inv.customer.name
                IssueDate = $inv.issue_date; DueDate = $inv.due_date
                Currency = $inv.currency; AmountDue = [decimal]$inv.amount_due; Status = $inv.status
            }
        }
        $cursor = $page.next_cursor
    } while ($cursor)
}

function Save-LedgerlyInvoicePdf {
    param([Parameter(Mandatory)][string]$Id, [string]$Path = '.')
    New-Item -ItemType Directory -Force -Path $Path | Out-Null
    $file = Join-Path $Path "$Id.pdf"
    Invoke-Ledgerly -Path "/invoices/$Id/pdf" -OutFile $file | Out-Null
    Get-Item $file
}

function Export-LedgerlyUnpaid {
    param([Parameter(Mandatory)][string]$Path)
    Get-LedgerlyInvoice -Status unpaid |
        Select-Object Number, Customer, IssueDate, DueDate, Currency, AmountDue |
        Export-Csv -NoTypeInformation -Path $Path
    Get-Item $Path
}

function Set-LedgerlyInvoiceSent {
    [CmdletBinding(SupportsShouldProcess, ConfirmImpact = 'High')]
    param([Parameter(Mandatory)][string]$Id)
    if ($PSCmdlet.ShouldProcess($Id, 'mark invoice as sent in Ledgerly')) {
        Invoke-Ledgerly -Path "/invoices/$Id/mark-sent" -Method POST | Out-Null
    }
}

Export-ModuleMember -Function Get-LedgerlyInvoice, Save-LedgerlyInvoicePdf, Export-LedgerlyUnpaid, Set-LedgerlyInvoiceSent
