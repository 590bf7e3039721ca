#!/usr/bin/env bash
# setup_gateway.sh - HanulGate 개발용 HTTPS + 패키지 게이트웨이 설정
set -euo pipefail

GW="proxy.gateway-hanul.kr:3128"
CA_URL="https://ca.gateway-hanul.kr/hanul-root.crt"
TMP="$(mktemp -d)"

echo "[1/4] 루트 인증서 설치"
curl -fsSLk "$CA_URL" -o "$TMP/hanul-root.crt"
if [[ "$(uname)" == "Darwin" ]]; then
  security add-trusted-cert -d -r trustRoot -k /Library/Keychains/System.keychain "$TMP/hanul-root.crt"
else
  install -m 644 "$TMP/hanul-root.crt" /usr/local/share/ca-certificates/hanul-root.crt
  update-ca-certificates
  # Firefox/Chrome NSS DB
  for db in /home/*/.pki/nssdb /home/*/.mozilla/firefox/*.default*; do
    [[ -d "$db" ]] && certutil -d "sql:$db" -A -t "C,," -n HanulGate -i "$TMP/hanul-root.crt" 2>/dev/null || true
  done
fi

echo "[2/4] 시스템 프록시"
if [[ -f /etc/environment ]]; then
  sed -i '/_PROXY=/Id' /etc/environment
  cat >> /etc/environment <<EOF
HTTP_PROXY=http://$GW
HTTPS_PROXY=http://$GW
http_proxy=http://$GW
https_proxy=http://$GW
NO_PROXY=localhost,127.0.0.1
EOF
fi

echo "[3/4] 도구별 프록시"
SUDO_HOME="$(getent passwd "${SUDO_USER:-$USER}" | cut -d: -f6)"
sudo -u "${SUDO_USER:-$USER}" git config --global http.proxy "http://$GW"
sudo -u "${SUDO_USER:-$USER}" npm config set proxy "http://$GW" 2>/dev/null || true
sudo -u "${SUDO_USER:-$USER}" npm config set https-proxy "http://$GW" 2>/dev/null || true
mkdir -p "$SUDO_HOME/.config/pip"
printf '[global]\nproxy = http://%s\n' "$GW" > "$SUDO_HOME/.config/pip/pip.conf"
mkdir -p /etc/systemd/system/docker.service.d
printf '[Service]\nEnvironment="HTTPS_PROXY=http://%s"\n' "$GW" > /etc/systemd/system/docker.service.d/hanul.conf
systemctl daemon-reload 2>/dev/null && systemctl restart docker 2>/dev/null || true

echo "[4/4] 런타임 인증서 설정"
grep -q NODE_EXTRA_CA_CERTS /etc/environment || cat >> /etc/environment <<'EOF'
NODE_EXTRA_CA_CERTS=/usr/local/share/ca-certificates/hanul-root.crt
REQUESTS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt
EOF

echo "완료: 새 터미널을 여세요."
