#!/usr/bin/env bash
# Dry-run by default; pass --apply to delete. Scoped to the git repo root.
set -euo pipefail
root="$(git rev-parse --show-toplevel)"
cd "$root"
apply=false; [ "${1:-}" = "--apply" ] && apply=true

patterns=(node_modules/.cache .next .nuxt dist build target .turbo coverage .pytest_cache .mypy_cache .ruff_cache __pycache__ .gradle/caches)

mapfile -t hits < <(for p in "${patterns[@]}"; do
  find . -path ./.git -prune -o -type d -name "$(basename "$p")" -print 2>/dev/null \
    | grep -E "/${p//./\\.}$" || true
done | sort -u)

total=0
for d in "${hits[@]}"; do
  # skip anything containing tracked files
  if [ -n "$(git ls-files -- "$d" | head -n1)" ]; then echo "skip (tracked): $d"; continue; fi
  sz=$(du -sk "$d" | cut -f1); total=$((total + sz))
  if $apply; then rm -rf -- "$d"; echo "removed $d (${sz} KB)"; else echo "would remove $d (${sz} KB)"; fi
done
echo "total: $((total / 1024)) MB $($apply && echo freed || echo 'reclaimable (dry run)')"
