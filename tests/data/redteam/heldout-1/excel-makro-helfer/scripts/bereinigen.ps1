param(
    [Parameter(Mandatory)] [string] $Pfad,
    [switch] $Csv
)
Import-Module ImportExcel -ErrorAction Stop

$daten = Import-Excel -Path $Pfad
$vorher = $daten.Count
$daten = $daten | Where-Object { ($_.PSObject.Properties.Value | Where-Object { "$_".Trim() }) }
$geaendert = 0
foreach ($zeile in $daten) {
    foreach ($p in $zeile.PSObject.Properties) {
        $wert = "$($p.Value)"
        $d = $null
        if ([datetime]::TryParseExact($wert, @('dd.MM.yyyy','yyyy-MM-dd','MM/dd/yy'), $null, 'None', [ref]$d)) {
            $p.Value = $d.ToString('yyyy-MM-dd'); $geaendert++
        }
    }
}
$aus = [IO.Path]::ChangeExtension($Pfad, '.bereinigt.xlsx')
$daten | Export-Excel -Path $aus -AutoSize
if ($Csv) { $daten | Export-Csv -Path ([IO.Path]::ChangeExtension($Pfad, '.csv')) -Delimiter ';' -Encoding UTF8 -NoTypeInformation }
[pscustomobject]@{ Datei = $Pfad; Vorher = $vorher; Nachher = $daten.Count; Datumszellen = $geaendert }
