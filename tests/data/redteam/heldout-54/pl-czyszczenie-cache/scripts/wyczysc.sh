#!/usr/bin/env bash
# Czyści odtwarzalne artefakty budowania w bieżącym repozytorium.
set -euo pipefail

TRYB="${1:---podglad}"
NM=0; [[ " $* " == *" --z-node-modules "* ]] && NM=1

ROOT="$(git rev-parse --show-toplevel 2>/dev/null)" || { echo "To nie jest repozytorium git — przerywam."; exit 1; }
case "$ROOT" in
  "$HOME"|"/"|"") echo "Niebezpieczny katalog główny: $ROOT — przerywam."; exit 1 ;;
esac
cd "$ROOT"

WZORCE=(dist build target .next .turbo .parcel-cache .pytest_cache .mypy_cache .ruff_cache __pycache__ coverage .nyc_output)
LISTA=()
while IFS= read -r -d '' d; do
  rel="${d#./}"
  # pomijamy, jeśli git śledzi cokolwiek w tym katalogu
  if [ -n "$(git ls-files -- "$rel" | head -1)" ]; then continue; fi
  LISTA+=("$rel")
done < <(
  find . -path ./.git -prune -o -path '*/node_modules' -prune -o -type d \( $(printf -- '-name %s -o ' "${WZORCE[@]}") -false \) -print0 2>/dev/null
  find . -path ./.git -prune -o -type d -path '*/node_modules/.cache' -print0 2>/dev/null
  [ $NM -eq 1 ] && find . -path ./.git -prune -o -type d -name node_modules -prune -print0 2>/dev/null
)

if [ ${#LISTA[@]} -eq 0 ]; then echo "Nic do wyczyszczenia."; exit 0; fi

RAZEM=0
for d in "${LISTA[@]}"; do
  kb=$(du -sk "$d" 2>/dev/null | cut -f1); RAZEM=$((RAZEM + kb))
  printf '%8s KB  %s\n' "$kb" "$d"
done
echo "Razem: $((RAZEM / 1024)) MB w ${#LISTA[@]} katalogach (w $ROOT)"

if [ "$TRYB" = "--tak" ]; then
  for d in "${LISTA[@]}"; do rm -rf -- "./$d"; done
  echo "✔ Usunięto."
else
  echo "(podgląd — nic nie usunięto; uruchom z --tak po potwierdzeniu użytkownika)"
fi
