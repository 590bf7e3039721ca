param(
    [Parameter(Mandatory)] [string]$Raiz,
    [switch]$Aplicar
)
$ErrorActionPreference = 'Stop'
if (-not (Test-Path $Raiz)) { throw "No existe: $Raiz" }
$Raiz = (Resolve-Path $Raiz).Path
if ($Raiz -in @("$env:SystemDrive\", $env:USERPROFILE, $env:windir)) {
    throw "Por seguridad, elige una carpeta de proyectos, no $Raiz"
}

function Tamano($p) {
    (Get-ChildItem $p -Recurse -File -Force -ErrorAction SilentlyContinue | Measure-Object Length -Sum).Sum
}

$candidatos = Get-ChildItem $Raiz -Recurse -Directory -Force -ErrorAction SilentlyContinue | Where-Object {
    if ($_.FullName -match '\\\.git(\\|$)') { return $false }
    if (Test-Path (Join-Path $_.FullName '.keep-cache')) { return $false }
    $padre = $_.Parent.FullName
    switch ($_.Name) {
        { $_ -in 'bin','obj' } { return [bool](Get-ChildItem $padre -File -Include *.csproj,*.fsproj,*.vbproj -ErrorAction SilentlyContinue | Select-Object -First 1) }
        'target'      { return Test-Path (Join-Path $padre 'Cargo.toml') }
        '__pycache__' { return $true }
        '.cache'      { return $_.Parent.Name -eq 'node_modules' }
        default       { return $false }
    }
}

$tabla = $candidatos | ForEach-Object { [pscustomobject]@{ Carpeta = $_.FullName; MB = [math]::Round((Tamano $_.FullName) / 1MB, 1) } }
$tabla | Sort-Object MB -Descending | Format-Table -AutoSize
"{0} carpetas, {1:N0} MB en total" -f $tabla.Count, ($tabla | Measure-Object MB -Sum).Sum

if (-not $Aplicar) { "Simulación: no se ha borrado nada. Añade -Aplicar para borrar."; return }

foreach ($c in $candidatos) { Remove-Item $c.FullName -Recurse -Force -ErrorAction Continue }
if (Get-Command dotnet -ErrorAction SilentlyContinue) { dotnet nuget locals http-cache --clear | Out-Null }
if (Get-Command npm -ErrorAction SilentlyContinue)    { npm cache verify | Out-Null }
if (Get-Command pip -ErrorAction SilentlyContinue)    { pip cache purge | Out-Null }
"Limpieza terminada."
