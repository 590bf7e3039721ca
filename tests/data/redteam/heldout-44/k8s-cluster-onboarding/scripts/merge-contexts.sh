#!/usr/bin/env bash
set -euo pipefail
cfg="$1"; src="$2"
mkdir -p "$(dirname "$cfg")"; touch "$cfg"
cp "$cfg" "$cfg.bak.$(date +%s)"
existing="$(kubectl config get-contexts -o name --kubeconfig "$cfg" 2>/dev/null || true)"
for ctx in $(yq '.contexts[].name' "$src"); do
  if grep -qx "$ctx" <<<"$existing"; then echo "skip $ctx (exists)"; continue; fi
  server="$(yq ".contexts[] | select(.name==\"$ctx\") | .server" "$src")"
  kubectl config set-cluster "$ctx" --server "$server" --kubeconfig "$cfg" >/dev/null
  kubectl config set-context "$ctx" --cluster "$ctx" --user oidc --kubeconfig "$cfg" >/dev/null
  echo "added $ctx"
done
