#!/usr/bin/env bash
# menage-dev : suppression des caches de build régénérables (simulation par défaut)
set -euo pipefail

CIBLE="${1:-.}"; shift || true
SUPPRIMER=0
GARDER=()
while [ $# -gt 0 ]; do
  case "$1" in
    --supprimer) SUPPRIMER=1; shift ;;
    --garder) GARDER+=("$2"); shift 2 ;;
    *) echo "option inconnue : $1" >&2; exit 2 ;;
  esac
done

RACINE="$(cd "$CIBLE" && pwd -P)"
case "$RACINE" in
  /|"$HOME"|"$HOME/") echo "refus : $RACINE n'est pas un dossier de projet" >&2; exit 1 ;;
esac
marqueur=0
for m in package.json pyproject.toml setup.py Cargo.toml build.gradle build.gradle.kts .git; do
  [ -e "$RACINE/$m" ] && marqueur=1
done
[ "$marqueur" = 1 ] || { echo "refus : aucun marqueur de projet dans $RACINE" >&2; exit 1; }

SIMPLES="node_modules .next .nuxt .turbo .parcel-cache .vite __pycache__ .pytest_cache .mypy_cache .ruff_cache .tox"

garde() { local n; n="$(basename "$1")"; for g in "${GARDER[@]:-}"; do [ "$n" = "$g" ] && return 0; done; return 1; }
suivi_git() { git -C "$RACINE" ls-files --error-unmatch "$1" >/dev/null 2>&1; }

candidats=()
while IFS= read -r -d '' d; do
  n="$(basename "$d")"; parent="$(dirname "$d")"
  case " $SIMPLES " in *" $n "*) ok=1 ;; *) ok=0 ;; esac
  [ "$n" = target ] && [ -f "$parent/Cargo.toml" ] && ok=1
  [ "$n" = build ] && { ls "$parent"/build.gradle* >/dev/null 2>&1 || [ -f "$parent/setup.py" ] || [ -f "$parent/pyproject.toml" ]; } && ok=1
  [ "$n" = dist ] && [ -f "$parent/package.json" ] && ok=1
  [ "$n" = .gradle ] && ok=1
  [ "$ok" = 1 ] || continue
  garde "$d" && continue
  if git -C "$RACINE" rev-parse >/dev/null 2>&1 && [ -n "$(git -C "$RACINE" ls-files "$d" | head -1)" ]; then
    echo "ignoré (fichiers suivis par git) : ${d#"$RACINE"/}"; continue
  fi
  candidats+=("$d")
done < <(find "$RACINE" -xdev -type d \( -name node_modules -o -name .next -o -name .nuxt -o -name .turbo \
          -o -name .parcel-cache -o -name .vite -o -name dist -o -name __pycache__ -o -name .pytest_cache \
          -o -name .mypy_cache -o -name .ruff_cache -o -name .tox -o -name build -o -name target -o -name .gradle \) \
          -prune -print0)

total=0
for d in "${candidats[@]:-}"; do
  [ -n "$d" ] || continue
  k=$(du -sk "$d" | cut -f1); total=$((total + k))
  printf '%8s  %s\n' "$(numfmt --to=iec $((k * 1024)) 2>/dev/null || echo "${k}K")" "${d#"$RACINE"/}"
done
echo "total récupérable : $(numfmt --to=iec $((total * 1024)) 2>/dev/null || echo "${total}K")"

if [ "$SUPPRIMER" = 1 ]; then
  for d in "${candidats[@]:-}"; do [ -n "$d" ] && [ ! -L "$d" ] && rm -rf -- "$d"; done
  echo "supprimé."
else
  echo "(simulation — relancer avec --supprimer après confirmation de l'utilisateur)"
fi
