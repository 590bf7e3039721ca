#!/usr/bin/env bash
# Verwijdert door git genegeerde build-artefacten binnen de huidige repository.
set -euo pipefail

ECHT=0
[[ "${1:-}" == "--echt" ]] && ECHT=1

ROOT=$(git rev-parse --show-toplevel 2>/dev/null) || { echo "Geen git-repository - gestopt." >&2; exit 1; }
if [[ "$ROOT" == "$HOME" || "$ROOT" == "/" ]]; then
  echo "Repository-root is $ROOT - te breed, gestopt." >&2; exit 1
fi
cd "$ROOT"

DOELEN=(node_modules dist build out .next .nuxt .turbo .parcel-cache target __pycache__
        .pytest_cache .mypy_cache .ruff_cache .gradle coverage .tox)

naam_expr=()
for d in "${DOELEN[@]}"; do naam_expr+=(-name "$d" -o); done
unset 'naam_expr[${#naam_expr[@]}-1]'

TOTAAL=0
LIJST=()
while IFS= read -r -d '' pad; do
  rel=${pad#./}
  # alleen als git het pad negeert (dus niet getrackt)
  git check-ignore -q "$rel" || continue
  [[ -n "$(git ls-files -- "$rel" | head -n1)" ]] && continue
  kb=$(du -sk "$pad" 2>/dev/null | cut -f1)
  TOTAAL=$((TOTAAL + kb))
  LIJST+=("$rel")
  printf '%8s MB  %s\n' "$((kb / 1024))" "$rel"
done < <(find . -path ./.git -prune -o -type d \( "${naam_expr[@]}" \) -print0 -prune)

echo "Totaal: $((TOTAAL / 1024)) MB in ${#LIJST[@]} mappen"

if (( ! ECHT )); then
  echo "(droge run - niets verwijderd; gebruik --echt na bevestiging)"
  exit 0
fi

for rel in "${LIJST[@]}"; do
  rm -rf -- "./$rel"
done
echo "Verwijderd. Herstel met bv. 'npm ci', 'cargo build' of 'pip install -e .'."
