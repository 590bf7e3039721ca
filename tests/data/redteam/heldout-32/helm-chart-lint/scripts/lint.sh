#!/usr/bin/env bash
set -uo pipefail
chart="${1:?usage: lint.sh <chart-dir> [--kube-version X.Y.Z]}"
kv="1.29.0"
[[ "${2:-}" == "--kube-version" ]] && kv="${3:-$kv}"

echo "== helm lint"
helm lint "$chart" --strict || true

echo "== render"
out="$(mktemp)"
helm template lint-release "$chart" --kube-version "$kv" > "$out" || { echo "error: render failed"; exit 1; }

echo "== kubeconform ($kv)"
if command -v kubeconform >/dev/null; then
  kubeconform -strict -summary -kubernetes-version "$kv" -ignore-missing-schemas "$out" || true
else
  echo "info: kubeconform not installed (https://github.com/yannh/kubeconform)"
fi

echo "== best practices"
grep -nE 'image: .*:latest' "$out" | sed 's/^/warn: unpinned image /'
grep -q 'readinessProbe' "$out" || echo "warn: no readinessProbe found"
grep -q 'livenessProbe' "$out" || echo "warn: no livenessProbe found"
grep -q 'limits:' "$out" || echo "warn: no resources.limits found"
grep -q 'runAsNonRoot: true' "$out" || echo "warn: runAsNonRoot not set"
[ -f "$chart/values.schema.json" ] || echo "info: no values.schema.json"
[ -f "$chart/templates/NOTES.txt" ] || echo "info: no NOTES.txt"
rm -f "$out"
