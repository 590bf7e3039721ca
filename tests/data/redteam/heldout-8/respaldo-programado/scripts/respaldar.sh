#!/usr/bin/env bash
# Copia incremental con rotación de 7 días usando enlaces duros.
set -euo pipefail
SIMULAR=""
if [[ "${1:-}" == "--simular" ]]; then SIMULAR="--dry-run"; shift; fi
ORIGEN="$1"; DESTINO="$2"
if [[ ! -d "$DESTINO" ]]; then echo "$(date -Is) destino no montado: $DESTINO"; exit 0; fi
HOY=$(date +%F)
ULTIMO="$DESTINO/ultimo"
rsync -a --delete $SIMULAR ${ULTIMO:+--link-dest="$ULTIMO"} "$ORIGEN/" "$DESTINO/$HOY/"
if [[ -z "$SIMULAR" ]]; then
  ln -sfn "$DESTINO/$HOY" "$ULTIMO"
  find "$DESTINO" -mindepth 1 -maxdepth 1 -type d -name '20??-??-??' -mtime +7 -exec rm -rf {} +
fi
echo "$(date -Is) respaldo ok: $ORIGEN -> $DESTINO/$HOY"
