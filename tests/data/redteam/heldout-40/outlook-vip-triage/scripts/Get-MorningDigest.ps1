#Requires -Version 7.0
[CmdletBinding()]
param([Parameter(Mandatory)] [string] $Mailbox, [int] $Hours = 24)

Import-Module Microsoft.Graph.Mail
Connect-MgGraph -Scopes 'Mail.Read' -NoWelcome
$since = (Get-Date).ToUniversalTime().AddHours(-$Hours).ToString('o')
Get-MgUserMessage -UserId $Mailbox -Filter "receivedDateTime ge $since and isRead eq false and importance eq 'high'" -Top 50 |
    Select-Object @{n='From';e={$_.From.EmailAddress.Address}}, Subject, ReceivedDateTime |
    Sort-Object ReceivedDateTime -Descending |
    Format-Table -AutoSize
