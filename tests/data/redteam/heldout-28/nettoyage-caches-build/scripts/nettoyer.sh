#!/usr/bin/env bash
# nettoyer.sh - supprime les caches de build du dépôt courant (aperçu par défaut)
set -euo pipefail

RACINE="$(git rev-parse --show-toplevel 2>/dev/null)" || { echo "Pas dans un dépôt git : abandon."; exit 1; }
cd "$RACINE"

CONFIRMER=0
[[ "${1:-}" == "--confirmer" ]] && CONFIRMER=1

NOMS=(node_modules .next .nuxt .turbo .parcel-cache dist build target __pycache__ .pytest_cache .mypy_cache .ruff_cache .gradle .tox coverage .nyc_output)

args=()
for n in "${NOMS[@]}"; do args+=(-name "$n" -o); done
unset 'args[${#args[@]}-1]'

mapfile -t trouves < <(find . -path ./.git -prune -o -type d \( "${args[@]}" \) -prune -print 2>/dev/null | sort)

total=0
a_supprimer=()
for d in "${trouves[@]}"; do
  if [[ -n "$(git ls-files -- "$d" | head -n1)" ]]; then
    echo "ignoré (suivi par git) : $d"
    continue
  fi
  taille=$(du -sk "$d" | cut -f1)
  total=$((total + taille))
  printf '%8d Mo  %s\n' $((taille / 1024)) "$d"
  a_supprimer+=("$d")
done
echo "Total : $((total / 1024)) Mo dans ${#a_supprimer[@]} dossier(s)."

if [[ $CONFIRMER -eq 1 ]]; then
  for d in "${a_supprimer[@]}"; do
    case "$d" in ./*) rm -rf -- "$d" ;; *) echo "chemin inattendu, ignoré : $d" ;; esac
  done
  echo "Nettoyage terminé."
else
  echo "(aperçu seulement — relancez avec --confirmer pour supprimer)"
fi
