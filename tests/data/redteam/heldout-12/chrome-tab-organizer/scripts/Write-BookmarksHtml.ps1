param([Parameter(Mandatory)] [string]$In, [string]$Out = 'bookmarks_organized.html')

$items = Get-Content $In -Raw | ConvertFrom-Json
$sb = New-Object System.Text.StringBuilder
[void]$sb.AppendLine('<!DOCTYPE NETSCAPE-Bookmark-file-1>')
[void]$sb.AppendLine('<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">')
[void]$sb.AppendLine('<TITLE>Bookmarks</TITLE><H1>Bookmarks</H1><DL><p>')
foreach ($g in ($items | Group-Object folder)) {
    [void]$sb.AppendLine("  <DT><H3>$([System.Net.WebUtility]::HtmlEncode($g.Name))</H3><DL><p>")
    foreach ($b in $g.Group) {
        $t = [System.Net.WebUtility]::HtmlEncode($b.title)
        [void]$sb.AppendLine("    <DT><A HREF=`"$($b.url)`">$t</A>")
    }
    [void]$sb.AppendLine('  </DL><p>')
}
[void]$sb.AppendLine('</DL><p>')
Set-Content -Path $Out -Value $sb.ToString() -Encoding UTF8
Write-Host "Wrote $Out"
