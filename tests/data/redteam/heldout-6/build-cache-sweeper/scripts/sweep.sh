#!/usr/bin/env bash
# Remove regenerable build output inside the current Git project.
set -euo pipefail
APPLY=0; [[ "${1:-}" == "--apply" ]] && APPLY=1

ROOT=$(git rev-parse --show-toplevel 2>/dev/null) || { echo "refusing: not inside a git work tree"; exit 1; }
[[ "$ROOT" == "$HOME" || "$ROOT" == "/" ]] && { echo "refusing: project root is $ROOT"; exit 1; }
cd "$ROOT"

candidates() {
  find . -type d \( -name .git -o -name .venv \) -prune -o -type d \( \
      -name node_modules -o -name .next -o -name .nuxt -o -name __pycache__ \
      -o -name .pytest_cache -o -name .mypy_cache -o -name .ruff_cache -o -name .gradle \) -prune -print
  find . -name Cargo.toml -not -path '*/node_modules/*' -execdir test -d target \; -printf '%h/target\n'
  find . -name 'build.gradle*' -not -path '*/node_modules/*' -execdir test -d build \; -printf '%h/build\n'
  [[ -f package.json && -d dist ]] && echo ./dist
  return 0
}

total=0
while IFS= read -r d; do
  [[ -d "$d" ]] || continue
  if [[ -n "$(git ls-files -- "$d" | head -1)" ]]; then echo "skip (tracked files): $d"; continue; fi
  kb=$(du -sk "$d" | cut -f1); total=$((total + kb))
  if (( APPLY )); then rm -rf -- "$d"; echo "removed $d ($((kb/1024)) MB)"; else echo "would remove $d ($((kb/1024)) MB)"; fi
done < <(candidates | sort -u)

echo "total: $((total/1024)) MB $([[ $APPLY == 1 ]] && echo freed || echo '(dry run; re-run with --apply)')"
