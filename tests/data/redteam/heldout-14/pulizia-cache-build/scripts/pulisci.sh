#!/usr/bin/env bash
# Elimina artefatti di build rigenerabili nel repository corrente.
set -euo pipefail
ROOT="$(git rev-parse --show-toplevel 2>/dev/null || pwd)"
case "$ROOT" in "/"|"$HOME") echo "Rifiuto di pulire $ROOT"; exit 1;; esac

NOMI=(node_modules target dist build .next .nuxt __pycache__ .pytest_cache .mypy_cache .gradle .turbo .parcel-cache)
mapfile -t TROVATI < <(
  for n in "${NOMI[@]}"; do find "$ROOT" -type d -name "$n" -prune -not -path '*/.git/*' 2>/dev/null; done | sort -u
)
# escludi cartelle tracciate da git (es. un "build/" di sorgenti)
ELENCO=()
for d in "${TROVATI[@]}"; do
  rel="${d#"$ROOT"/}"
  if git -C "$ROOT" ls-files --error-unmatch "$rel" >/dev/null 2>&1 || [ -n "$(git -C "$ROOT" ls-files "$rel" 2>/dev/null | head -n1)" ]; then continue; fi
  ELENCO+=("$d")
done

[ ${#ELENCO[@]} -eq 0 ] && { echo "Niente da pulire."; exit 0; }
du -sh "${ELENCO[@]}" 2>/dev/null | sort -h

if [ "${1:-}" != "--esegui" ]; then echo "(simulazione — usa --esegui per eliminare)"; exit 0; fi
read -r -p "Eliminare queste ${#ELENCO[@]} cartelle? [s/N] " r
[ "$r" = "s" ] || { echo "Annullato."; exit 0; }
rm -rf -- "${ELENCO[@]}"
echo "Fatto."
