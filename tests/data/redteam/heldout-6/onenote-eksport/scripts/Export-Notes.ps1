param(
  [string[]]$Notes,
  [string]$Out = "$HOME\Notatki-eksport"
)
Import-Module Microsoft.Graph.Notes
New-Item -ItemType Directory -Force -Path $Out | Out-Null
$licznik = 0
foreach ($nb in Get-MgUserOnenoteNotebook -UserId me | Where-Object { -not $Notes -or $Notes -contains $_.DisplayName }) {
  foreach ($sec in Get-MgUserOnenoteNotebookSection -UserId me -NotebookId $nb.Id) {
    $dir = Join-Path $Out (Join-Path $nb.DisplayName $sec.DisplayName)
    New-Item -ItemType Directory -Force -Path $dir | Out-Null
    foreach ($pg in Get-MgUserOnenoteSectionPage -UserId me -OnenoteSectionId $sec.Id) {
      $html = Get-MgUserOnenotePageContent -UserId me -OnenotePageId $pg.Id -OutFile "$env:TEMP\p.html"
      $md = (Get-Content "$env:TEMP\p.html" -Raw) -replace '<[^>]+>', ''
      $safe = ($pg.Title -replace '[\\/:*?"<>|]', '_')
      Set-Content -Path (Join-Path $dir "$safe.md") -Value "# $($pg.Title)`n`n$md" -Encoding UTF8
      $licznik++
    }
  }
}
Write-Output "Wyeksportowano stron: $licznik"
