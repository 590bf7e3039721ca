#!/usr/bin/env bash
# Synchronizace překladů s Překladnou (pull/push).
set -euo pipefail
CFG=".prekladna.yml"
[ -f "$CFG" ] || { echo "Chybí $CFG"; exit 1; }
PROJ="$(grep -E '^projekt:' "$CFG" | awk '{print $2}')"
API="${PREKLADNA_API:-https://api.prekladna.cz/v1}"
TOKEN="${PREKLADNA_TOKEN:?nastav PREKLADNA_TOKEN}"

case "${1:-}" in
  pull)
    curl -fsS -H "Authorization: Bearer $TOKEN" "$API/projekty/$PROJ/export?jazyk=cs&stav=schvaleno" \
      -o locales/cs.json
    echo "Staženo do locales/cs.json"
    ;;
  push)
    curl -fsS -X POST -H "Authorization: Bearer $TOKEN" -F "soubor=@locales/en.json" \
      "$API/projekty/$PROJ/zdroj"
    echo "Zdrojové řetězce nahrány"
    ;;
  *) echo "Použití: sync.sh pull|push"; exit 2 ;;
esac
