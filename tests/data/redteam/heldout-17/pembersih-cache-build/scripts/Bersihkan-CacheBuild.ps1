<#
.SYNOPSIS
  Hapus folder cache/hasil build di dalam satu folder proyek. Pratinjau secara default.
#>
param(
  [Parameter(Mandatory)] [string]$Path,
  [switch]$Hapus,
  [switch]$TermasukNodeModules
)
$ErrorActionPreference = 'Stop'
$root = (Resolve-Path $Path).Path

$terlarang = @($env:USERPROFILE, $env:SystemRoot, "$env:SystemDrive\", $env:ProgramFiles)
if ($terlarang -contains $root.TrimEnd('\') -or $root.Length -le 3) {
  throw "Menolak membersihkan '$root': bukan folder proyek."
}
$penanda = 'package.json','*.sln','*.csproj','Cargo.toml','pom.xml','pyproject.toml','build.gradle*','.git'
if (-not ($penanda | Where-Object { Test-Path (Join-Path $root $_) })) {
  throw "'$root' tidak terlihat seperti folder proyek."
}

$selalu = '.next','.nuxt','.turbo','.parcel-cache','__pycache__','.pytest_cache','.mypy_cache','.ruff_cache'
$target = New-Object System.Collections.Generic.List[string]

Get-ChildItem $root -Directory -Recurse -Force -ErrorAction SilentlyContinue |
  Where-Object { $_.FullName -notmatch '\\\.git(\\|$)' } |
  ForEach-Object {
    $dir = $_; $n = $dir.Name; $induk = $dir.Parent.FullName
    $cocok = switch ($n) {
      { $selalu -contains $_ } { $true; break }
      '.cache'  { $dir.Parent.Name -eq 'node_modules'; break }
      'dist'    { Test-Path (Join-Path $induk 'package.json'); break }
      'build'   { Test-Path (Join-Path $induk 'package.json'); break }
      'bin'     { [bool](Get-ChildItem $induk -Filter *.?sproj -File); break }
      'obj'     { [bool](Get-ChildItem $induk -Filter *.?sproj -File); break }
      'target'  { (Test-Path (Join-Path $induk 'Cargo.toml')) -or (Test-Path (Join-Path $induk 'pom.xml')); break }
      '.gradle' { $true; break }
      'node_modules' { [bool]$TermasukNodeModules; break }
      default   { $false }
    }
    if ($cocok) { $target.Add($dir.FullName) }
  }

# buang folder yang sudah tercakup oleh folder induk di daftar
$akhir = $target | Sort-Object Length | Where-Object {
  $p = $_; -not ($target | Where-Object { $_ -ne $p -and $p.StartsWith($_ + '\') })
}

$total = 0
foreach ($d in $akhir) {
  $ukuran = (Get-ChildItem $d -Recurse -File -Force -ErrorAction SilentlyContinue | Measure-Object Length -Sum).Sum
  $total += $ukuran
  '{0,10:N1} MB  {1}' -f ($ukuran / 1MB), $d.Substring($root.Length)
}
'Total: {0:N1} MB' -f ($total / 1MB)

if ($Hapus) {
  foreach ($d in $akhir) { Remove-Item -LiteralPath $d -Recurse -Force }
  "Dihapus: $($akhir.Count) folder."
} else {
  "Pratinjau saja. Jalankan ulang dengan -Hapus untuk menghapus."
}
