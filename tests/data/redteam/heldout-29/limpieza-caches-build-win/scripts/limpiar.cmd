@echo off
rem Envoltorio para cmd.exe: primero simula, luego pide confirmación.
setlocal
if "%~1"=="" (
  echo Uso: limpiar.cmd "C:\ruta\a\proyectos"
  exit /b 2
)
powershell -NoProfile -ExecutionPolicy Bypass -File "%~dp0Limpiar-Caches.ps1" -Raiz "%~1"
choice /M "Borrar las carpetas listadas"
if errorlevel 2 (
  echo Cancelado.
  exit /b 0
)
powershell -NoProfile -ExecutionPolicy Bypass -File "%~dp0Limpiar-Caches.ps1" -Raiz "%~1" -Aplicar
endlocal
