# Instala o MuseScore Studio pelo winget (repositório oficial da Microsoft).
# Rodar somente depois que o usuário confirmou.
$ErrorActionPreference = 'Stop'

if (-not (Get-Command winget -ErrorAction SilentlyContinue)) {
    Write-Host 'winget não encontrado. Instale o "Instalador de Aplicativo" pela Microsoft Store'
    Write-Host 'ou baixe o MuseScore em https://musescore.org/download e confira o SHA-256.'
    exit 1
}

Write-Host 'Informações do pacote oficial:'
winget show --id MuseScore.MuseScore --exact --source winget

$resp = Read-Host 'Instalar o MuseScore Studio agora? (s/n)'
if ($resp -notin @('s', 'S', 'sim', 'Sim')) { Write-Host 'Cancelado.'; exit 0 }

# winget verifica o hash do instalador definido no manifesto antes de executar
winget install --id MuseScore.MuseScore --exact --source winget `
    --accept-package-agreements --accept-source-agreements

$exe = Get-ChildItem "$env:ProgramFiles\MuseScore*\bin\MuseScore*.exe" -ErrorAction SilentlyContinue | Select-Object -First 1
if ($exe) {
    $sig = Get-AuthenticodeSignature $exe.FullName
    Write-Host "Instalado: $($exe.FullName)"
    Write-Host "Assinatura digital: $($sig.Status) - $($sig.SignerCertificate.Subject)"
} else {
    Write-Host 'Não encontrei o executável; abra o menu Iniciar e procure por MuseScore.'
}
