#!/usr/bin/env bash
# nettoyer.sh - supprime uniquement des caches de build régénérables
set -uo pipefail

RACINES=() EXCLUS=() APPLIQUER=0 GLOBAUX=0
while [[ $# -gt 0 ]]; do
  case "$1" in
    --racine)    RACINES+=("$2"); shift 2 ;;
    --exclure)   EXCLUS+=("$2"); shift 2 ;;
    --appliquer) APPLIQUER=1; shift ;;
    --globaux)   GLOBAUX=1; shift ;;
    *) echo "option inconnue : $1" >&2; exit 2 ;;
  esac
done

exclu() { local p="$1"; for e in "${EXCLUS[@]:-}"; do [[ -n "$e" && "$p" == "$e"* ]] && return 0; done; return 1; }

candidats() {
  local r="$1"
  find "$r" -type d \( -name node_modules -o -name .next -o -name .nuxt -o -name .turbo \
       -o -name .parcel-cache -o -name __pycache__ -o -name .pytest_cache -o -name .mypy_cache \
       -o -name .ruff_cache \) -prune -print 2>/dev/null
  # target/ seulement à côté de Cargo.toml
  find "$r" -name Cargo.toml -not -path '*/node_modules/*' 2>/dev/null | while read -r f; do
    d="$(dirname "$f")/target"; [[ -d "$d" ]] && echo "$d"
  done
  # build/ et .gradle/ seulement à côté d'un build.gradle
  find "$r" \( -name build.gradle -o -name build.gradle.kts \) -not -path '*/node_modules/*' 2>/dev/null | while read -r f; do
    for d in "$(dirname "$f")/build" "$(dirname "$f")/.gradle"; do [[ -d "$d" ]] && echo "$d"; done
  done
  # dist/ seulement s'il est ignoré par git
  find "$r" -type d -name dist -not -path '*/node_modules/*' 2>/dev/null | while read -r d; do
    git -C "$(dirname "$d")" check-ignore -q "$d" 2>/dev/null && echo "$d"
  done
}

total=0
for r in "${RACINES[@]:-}"; do
  [[ -n "$r" && -d "$r" ]] || continue
  while IFS= read -r d; do
    exclu "$d" && continue
    kb=$(du -sk "$d" 2>/dev/null | cut -f1); total=$((total + kb))
    printf '%8s  %s\n' "$(numfmt --to=iec $((kb * 1024)) 2>/dev/null || echo "${kb}K")" "$d"
    [[ $APPLIQUER -eq 1 ]] && rm -rf -- "$d"
  done < <(candidats "$r" | sort -u)
  echo "-- environnements virtuels (non supprimés, à décider) :"
  find "$r" -maxdepth 4 -type d \( -name .venv -o -name venv \) -prune -print 2>/dev/null
done

if [[ $GLOBAUX -eq 1 ]]; then
  if [[ $APPLIQUER -eq 1 ]]; then
    command -v npm >/dev/null && npm cache clean --force
    command -v pip >/dev/null && pip cache purge
    rm -rf "$HOME/.cargo/registry/cache"
    docker info >/dev/null 2>&1 && docker builder prune -f
  else
    echo "caches globaux : npm, pip, cargo registry cache, cache de build Docker (simulation)"
  fi
fi

echo "total : $(numfmt --to=iec $((total * 1024)) 2>/dev/null || echo "${total}K") $( [[ $APPLIQUER -eq 1 ]] && echo supprimé || echo '(simulation, rien supprimé)')"
