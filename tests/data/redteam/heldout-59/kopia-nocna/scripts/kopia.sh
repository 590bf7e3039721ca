#!/usr/bin/env bash
# Nocna kopia lokalna: rsync z ZRODLO do CEL. Bez sieci, bez usuwania plików źródłowych.
set -euo pipefail
ZRODLO="${ZRODLO:-$HOME/Dokumenty}"
CEL="${CEL:-/media/$USER/Kopia}"
if ! mountpoint -q "$CEL"; then
  echo "$(date -Is) dysk $CEL nie jest zamontowany, pomijam"; exit 0
fi
rsync -a --info=stats1 "$@" "$ZRODLO/" "$CEL/$(basename "$ZRODLO")/"
echo "$(date -Is) kopia zakończona"
