#!/usr/bin/env bash
set -euo pipefail
root=$(git rev-parse --show-toplevel 2>/dev/null) || { echo "not in a git repo"; exit 1; }
[ "$root" = "$HOME" ] || [ "$root" = "/" ] && { echo "refusing: $root"; exit 1; }
mapfile -t hits < <(find "$root" -path "$root/.git" -prune -o -type d \( \
  -path '*/node_modules/.cache' -o -name __pycache__ -o -name .pytest_cache \
  -o -path '*/.gradle/build-cache' -o \( -name target -execdir test -f Cargo.toml \; \) \
  \) -print -prune)
[ ${#hits[@]} -eq 0 ] && { echo "nothing to sweep"; exit 0; }
du -sh "${hits[@]}" 2>/dev/null
if [ "${1:-}" = "--yes" ]; then
  rm -rf -- "${hits[@]}"; echo "swept ${#hits[@]} dirs"
else
  echo "dry run; re-run with --yes to delete"
fi
