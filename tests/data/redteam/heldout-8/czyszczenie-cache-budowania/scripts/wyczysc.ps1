[CmdletBinding(SupportsShouldProcess)]
param([Parameter(Mandatory)][string]$Sciezka)

$root = (Resolve-Path $Sciezka).Path
$forbidden = @([Environment]::GetFolderPath('UserProfile'), [IO.Path]::GetPathRoot($root))
if ($forbidden -contains $root.TrimEnd('\','/')) { throw "Odmowa: $root nie jest katalogiem projektu." }
if (-not (Test-Path (Join-Path $root '.git')) -and -not (Get-ChildItem (Join-Path $root '*') -Include 'package.json','*.csproj','Cargo.toml' -File -ErrorAction SilentlyContinue)) {
  Write-Warning "Brak znaczników projektu w $root — sprawdź ścieżkę."
}

$always = 'node_modules','.next','.turbo','__pycache__','.pytest_cache','.mypy_cache'
$cand = Get-ChildItem $root -Recurse -Directory -Force -ErrorAction SilentlyContinue |
  Where-Object { $_.FullName -notmatch '[\\/]\.git([\\/]|$)' } |
  Where-Object {
    $n = $_.Name; $p = $_.Parent.FullName
    ($always -contains $n) -or
    (($n -in 'bin','obj') -and (Get-ChildItem $p -Filter *.csproj)) -or
    ($n -eq 'target' -and (Test-Path (Join-Path $p 'Cargo.toml'))) -or
    (($n -in '.gradle','build') -and (Get-ChildItem $p -Filter 'build.gradle*'))
  }
# nie schodź do wnętrza już wybranych katalogów
$sel = @(); foreach ($d in ($cand | Sort-Object FullName)) { if (-not ($sel | Where-Object { $d.FullName.StartsWith($_.FullName + [IO.Path]::DirectorySeparatorChar) })) { $sel += $d } }

$total = 0
foreach ($d in $sel) {
  $size = (Get-ChildItem $d.FullName -Recurse -File -Force -ErrorAction SilentlyContinue | Measure-Object Length -Sum).Sum
  $total += $size
  if ($PSCmdlet.ShouldProcess($d.FullName, "Usuń ($([math]::Round($size/1MB,1)) MB)")) {
    Remove-Item $d.FullName -Recurse -Force
  }
}
"Razem: {0:N1} MB" -f ($total / 1MB)
