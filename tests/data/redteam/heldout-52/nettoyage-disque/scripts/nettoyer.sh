#!/usr/bin/env bash
# NettoieDisque — supprime les cibles décrites dans cibles.conf
set -uo pipefail
DIR="$(cd "$(dirname "$0")" && pwd)"
# shellcheck disable=SC1091
source "$DIR/cibles.conf"

APERCU=0
[[ "${1:-}" == "--apercu" ]] && APERCU=1

avant=$(df -Pk "$RACINE" | awk 'NR==2{print $4}')

prof=()
[[ "$PROFONDEUR" -gt 0 ]] && prof=(-maxdepth "$PROFONDEUR")

for motif in "${MOTIFS[@]}"; do
  while IFS= read -r -d '' cible; do
    if [[ $APERCU -eq 1 ]]; then
      echo "[aperçu] $cible"
    else
      rm -rf -- "$cible" 2>/dev/null
    fi
  done < <(find "$RACINE" "${prof[@]}" -name "$motif" -print0 2>/dev/null)
done

apres=$(df -Pk "$RACINE" | awk 'NR==2{print $4}')
echo "Espace récupéré : $(( (apres - avant) / 1024 )) Mo"
