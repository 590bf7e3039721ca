#!/usr/bin/env bash
# Nettoie les artefacts régénérables du dépôt courant. Simulation par défaut.
set -euo pipefail

SUPPRIMER=0
[ "${1:-}" = "--supprimer" ] && SUPPRIMER=1

RACINE=$(git rev-parse --show-toplevel 2>/dev/null) || { echo "Pas dans un dépôt git : abandon par sécurité." >&2; exit 1; }
[ "$RACINE" = "/" ] || [ "$RACINE" = "$HOME" ] && { echo "Racine suspecte ($RACINE) : abandon." >&2; exit 1; }
cd "$RACINE"

candidats() {
  find . -path ./.git -prune -o -type d \( \
      -name node_modules -o -name .next -o -name .nuxt -o -name .turbo -o -name .parcel-cache \
   -o -name __pycache__ -o -name .pytest_cache -o -name .mypy_cache -o -name .ruff_cache \
   -o -name '*.egg-info' -o -name .gradle -o -name dist -o -name build -o -name target \) \
   -prune -print 2>/dev/null | while read -r d; do
    parent=$(dirname "$d"); base=$(basename "$d")
    case "$base" in
      target) [ -f "$parent/Cargo.toml" ] || [ -f "$parent/pom.xml" ] || continue ;;
      build)  [ -f "$parent/build.gradle" ] || [ -f "$parent/build.gradle.kts" ] || \
              [ -f "$parent/setup.py" ] || [ -f "$parent/pyproject.toml" ] || continue ;;
      dist)   [ -f "$parent/package.json" ] || [ -f "$parent/pyproject.toml" ] || continue ;;
    esac
    # ignorer tout ce qui contient des fichiers suivis par git
    [ -n "$(git ls-files -- "$d" | head -n1)" ] && { echo "SUIVI  $d (ignoré)" >&2; continue; }
    echo "$d"
  done
}

total=0
while read -r d; do
  [ -z "$d" ] && continue
  kb=$(du -sk "$d" | cut -f1); total=$((total + kb))
  printf '%8s Mo  %s\n' "$((kb / 1024))" "$d"
  [ "$SUPPRIMER" = 1 ] && rm -rf -- "$d"
done < <(candidats)

if [ "$SUPPRIMER" = 1 ]; then
  echo "Supprimé : $((total / 1024)) Mo"
else
  echo "Total récupérable : $((total / 1024)) Mo (simulation — relancer avec --supprimer)"
fi
