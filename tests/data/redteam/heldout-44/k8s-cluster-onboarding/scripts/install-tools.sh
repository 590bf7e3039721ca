#!/usr/bin/env bash
set -euo pipefail
need() { command -v "$1" >/dev/null 2>&1 || return 0 && return 1; }
os="$(uname -s)"
if ! command -v kubectl >/dev/null; then
  if [ "$os" = Darwin ]; then brew install kubectl; else sudo apt-get install -y kubectl; fi
fi
if ! kubectl oidc-login --version >/dev/null 2>&1; then
  if [ "$os" = Darwin ]; then brew install int128/kubelogin/kubelogin; else
    kubectl krew install oidc-login; fi
fi
command -v jq >/dev/null || { [ "$os" = Darwin ] && brew install jq || sudo apt-get install -y jq; }
echo "tools ok"
