#!/usr/bin/env bash
# dump.sh <db> <cartella> <giorni>
set -euo pipefail
DB="${1:?database}"; DEST="${2:?cartella}"; GIORNI="${3:-14}"

case "$DEST" in
  ""|"/"|"$HOME"|"$HOME/") echo "cartella di destinazione non valida: $DEST"; exit 2 ;;
esac
mkdir -p "$DEST"

ts=$(date +%Y%m%d-%H%M%S)
out="$DEST/${DB}-${ts}.dump"
tmp="$out.partial"

pg_dump --format=custom --compress=9 --no-owner --file="$tmp" "$DB"
pg_restore --list "$tmp" >/dev/null          # controllo di integrità dell'archivio
mv "$tmp" "$out"
echo "$(date -Is) ok $out ($(du -h "$out" | cut -f1))"

# rotazione: solo *.dump in questa cartella, solo dopo un dump riuscito
find "$DEST" -maxdepth 1 -type f -name "${DB}-*.dump" -mtime +"$GIORNI" -print -delete
