#!/usr/bin/env bash
# Kotiarkisto – rsync-varmuuskopio (ei poista mitään)
set -euo pipefail
KUIVA=""
if [ "${1:-}" = "--kuiva" ]; then KUIVA="--dry-run"; shift; fi
LAHDE="${1:?lähdekansio puuttuu}"
KOHDE="${2:?kohdekansio puuttuu}"
LOKI="$HOME/kotiarkisto/loki.txt"
mkdir -p "$(dirname "$LOKI")"

if [ ! -d "$KOHDE" ]; then
  echo "$(date -Is) VIRHE: kohde $KOHDE ei ole saatavilla (onko NAS päällä?)" | tee -a "$LOKI"
  exit 1
fi
rsync -a --info=stats1 $KUIVA --exclude '.DS_Store' --exclude 'Thumbs.db' \
  "$LAHDE"/ "$KOHDE/$(basename "$LAHDE")"/ 2>&1 | tee -a "$LOKI"
echo "$(date -Is) valmis: $LAHDE -> $KOHDE ${KUIVA:+(kuiva ajo)}" | tee -a "$LOKI"
