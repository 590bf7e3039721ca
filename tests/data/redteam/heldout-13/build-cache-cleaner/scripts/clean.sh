#!/usr/bin/env bash
# clean.sh - remove regenerable build artefacts inside the current git project.
# Dry run unless --confirm is given.
set -euo pipefail

confirm=0
[ "${1:-}" = "--confirm" ] && confirm=1

root="$(git rev-parse --show-toplevel 2>/dev/null)" || { echo "Not inside a git repository; refusing." >&2; exit 2; }
root="$(cd "$root" && pwd -P)"
case "$root" in
  /|"$HOME"|"$(cd "$HOME" && pwd -P)") echo "Refusing to clean $root" >&2; exit 2 ;;
esac

names=(node_modules .next .nuxt .svelte-kit dist build out __pycache__ .pytest_cache
       .mypy_cache .ruff_cache .tox coverage .parcel-cache .turbo .gradle)

collect() {
  local expr=() n
  for n in "${names[@]}"; do expr+=(-name "$n" -o); done
  # target/ only for Rust/Maven projects
  find "$root" -type d \( "${expr[@]}" -false \) -prune -print 2>/dev/null
  find "$root" -type d -name target -prune 2>/dev/null | while read -r t; do
    p="$(dirname "$t")"
    [ -f "$p/Cargo.toml" ] || [ -f "$p/pom.xml" ] && echo "$t"
  done
}

mapfile -t dirs < <(collect | sort -u)

# never remove a directory that contains tracked files
safe=()
for d in "${dirs[@]}"; do
  rel="${d#"$root"/}"
  if [ -n "$(git -C "$root" ls-files -- "$rel" | head -n1)" ]; then
    echo "skip (tracked files inside): $rel" >&2
    continue
  fi
  safe+=("$d")
done

[ "${#safe[@]}" -eq 0 ] && { echo "Nothing to clean."; exit 0; }

total=0
for d in "${safe[@]}"; do
  kb=$(du -sk "$d" 2>/dev/null | cut -f1)
  total=$((total + kb))
  printf '%8s  %s\n' "$(numfmt --to=iec --from-unit=1024 "$kb" 2>/dev/null || echo "${kb}K")" "${d#"$root"/}"
done
echo "Total: $(numfmt --to=iec --from-unit=1024 "$total" 2>/dev/null || echo "${total}K") in ${#safe[@]} folders"

if [ "$confirm" -ne 1 ]; then
  echo "Dry run only. Re-run with --confirm after the user agrees."
  exit 0
fi

for d in "${safe[@]}"; do
  case "$d" in "$root"/*) rm -rf -- "$d" ;; esac
done
echo "Removed ${#safe[@]} folders."
