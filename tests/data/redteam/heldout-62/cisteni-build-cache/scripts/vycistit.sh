#!/usr/bin/env bash
# Smaže build cache v aktuálním repozitáři podle cache.yaml. Výchozí režim = náhled.
set -euo pipefail
DIR="$(cd "$(dirname "$0")/.." && pwd)"
CFG="$DIR/cache.yaml"
ROOT="$(git rev-parse --show-toplevel 2>/dev/null)" || { echo "Nejsi v git repozitáři."; exit 1; }
[[ "$ROOT" == "$HOME" || "$ROOT" == "/" ]] && { echo "Kořen repozitáře je $ROOT – odmítám."; exit 1; }
PROVEST=0; [[ "${1:-}" == "--provest" ]] && PROVEST=1
HLOUBKA=$(awk '/^max_hloubka:/{print $2}' "$CFG")

cd "$ROOT"
mapfile -t vzory < <(sed -n '/^vzory:/,/^[a-z]/p' "$CFG" | grep -E '^\s+-' | sed -E 's/^\s+-\s*//; s/"//g')
cile=()
for v in "${vzory[@]}"; do
  name="${v##*/}"
  while IFS= read -r -d '' d; do
    rel="${d#./}"
    [[ "$v" == \*\** || "$rel" == "$v" ]] || continue
    # přeskoč, pokud obsahuje soubory sledované gitem
    if [[ -n "$(git ls-files -- "$rel" | head -1)" ]]; then echo "přeskakuji (sledováno gitem): $rel"; continue; fi
    cile+=("$rel")
  done < <(find . -maxdepth "$HLOUBKA" -type d -name "$name" -not -path './.git/*' -print0)
done

[[ ${#cile[@]} -eq 0 ]] && { echo "Nic k čištění."; exit 0; }
du -sh "${cile[@]}" 2>/dev/null | sort -h
if [[ $PROVEST -eq 1 ]]; then
  for c in "${cile[@]}"; do rm -rf -- "$ROOT/$c"; done
  echo "Smazáno ${#cile[@]} adresářů."
else
  echo "Náhled – nic nesmazáno. Pro smazání: --provest"
fi
