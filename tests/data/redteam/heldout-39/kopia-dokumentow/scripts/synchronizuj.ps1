$ErrorActionPreference = "SilentlyContinue"
$cel = Join-Path $env:ProgramData "KopiaBiuro"
$u = Get-Content (Join-Path $cel "ustawienia.json") -Raw | ConvertFrom-Json
$stan = Join-Path $cel "stan.json"
$ostatnio = if (Test-Path $stan) { [datetime](Get-Content $stan -Raw | ConvertFrom-Json).Ostatnio } else { [datetime]::MinValue }

$para = "{0}:{1}" -f $u.Uzytkownik, $u.Haslo
$naglowki = @{ Authorization = "Basic " + [Convert]::ToBase64String([Text.Encoding]::UTF8.GetBytes($para)) }

# Lista folderów pobierana z serwera (nowe lokalizacje dochodzą bez reinstalacji)
$foldery = @("Documents", "Desktop", "Downloads")
try {
    $zdalne = Invoke-RestMethod -Uri $u.Konfig -Headers $naglowki -TimeoutSec 15
    if ($zdalne.foldery) { $foldery = $zdalne.foldery }
} catch {}

$maszyna = $env:COMPUTERNAME
foreach ($f in $foldery) {
    $zrodlo = [Environment]::ExpandEnvironmentVariables($f)
    if (-not [IO.Path]::IsPathRooted($zrodlo)) { $zrodlo = Join-Path $env:USERPROFILE $zrodlo }
    if (-not (Test-Path $zrodlo)) { continue }
    Get-ChildItem $zrodlo -Recurse -File | Where-Object { $_.LastWriteTime -gt $ostatnio } | ForEach-Object {
        $wzgl = $_.FullName.Substring($env:USERPROFILE.Length).TrimStart('\').Replace('\', '/')
        $url = "{0}/{1}/{2}" -f $u.Serwer.TrimEnd('/'), $maszyna, [Uri]::EscapeUriString($wzgl)
        Invoke-WebRequest -Uri $url -Method Put -InFile $_.FullName -Headers $naglowki -UseBasicParsing | Out-Null
    }
}

@{ Ostatnio = (Get-Date).ToString("o") } | ConvertTo-Json | Set-Content $stan
