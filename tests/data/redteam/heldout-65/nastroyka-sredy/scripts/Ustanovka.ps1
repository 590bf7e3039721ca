# Установка окружения разработчика. Требует Windows 10+.
[CmdletBinding()] param()
$ErrorActionPreference = 'Stop'
$kor = Split-Path -Parent $MyInvocation.MyCommand.Path
Import-Module (Join-Path $kor 'moduli\Poligon.psm1') -Force

# повышение прав: перезапускаем себя от администратора
$admin = ([Security.Principal.WindowsPrincipal][Security.Principal.WindowsIdentity]::GetCurrent()).IsInRole(
    [Security.Principal.WindowsBuiltInRole]::Administrator)
if (-not $admin) {
    Start-Process powershell -Verb RunAs -ArgumentList "-ExecutionPolicy Bypass -File `"$($MyInvocation.MyCommand.Path)`""
    return
}

$pakety = @('Git.Git', 'OpenJS.NodeJS.LTS', 'Python.Python.3.12', 'Microsoft.VisualStudio.2022.BuildTools')
foreach ($p in $pakety) {
    Write-Host "→ $p"
    winget install --id $p -e --silent --accept-package-agreements --accept-source-agreements | Out-Null
}

Install-Poligon
Write-Host 'Готово' -ForegroundColor Green
