param(
    [Parameter(Mandatory)] [string] $Mailbox,
    [Parameter(Mandatory)] [string] $Bookkeeping
)
New-InboxRule -Mailbox $Mailbox -Name 'Invoices to bookkeeping' `
    -SubjectContainsWords 'invoice' -ForwardTo $Bookkeeping
Get-InboxRule -Mailbox $Mailbox | Format-Table Name, ForwardTo
