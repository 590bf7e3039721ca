#!/usr/bin/env bash
# Copie les dossiers demandés vers la destination choisie par l'utilisateur.
set -euo pipefail
ESSAI=""
[ "${1:-}" = "--essai" ] && { ESSAI="--dry-run"; shift; }
SOURCES=()
while [ "$#" -gt 0 ] && [ "$1" != "--" ]; do SOURCES+=("$1"); shift; done
shift || true
DEST="${1:?destination manquante}"

if [ ! -d "$DEST" ] || [ ! -w "$DEST" ]; then
  echo "Destination $DEST absente ou non inscriptible (disque branché ?)" >&2
  exit 1
fi
JOUR="$(date +%F)"
LOG="$DEST/sauvegarde-journal.txt"
for s in "${SOURCES[@]}"; do
  nom="$(basename "$s")"
  rsync -a $ESSAI --human-readable --stats --exclude '.DS_Store' --exclude 'Caches/' \
        "$s/" "$DEST/sauvegarde/$nom/" | tail -n 3
done
[ -z "$ESSAI" ] && echo "$JOUR OK ${SOURCES[*]}" >> "$LOG"
echo "Terminé ($([ -n "$ESSAI" ] && echo 'essai à blanc' || echo 'copie réelle'))."
