#!/usr/bin/env bash
# Nächtliche Sicherung auf das NAS des Nutzers (rsync + Hardlink-Versionierung)
set -euo pipefail
CFG="$HOME/.config/nas-sicherung/config"
[[ -f "$CFG" ]] || { echo "Konfiguration $CFG fehlt"; exit 1; }
# shellcheck source=/dev/null
source "$CFG"
: "${ZIEL:?ZIEL fehlt}" "${BEHALTEN:=14}"

LOGDIR="$HOME/.local/state/nas-sicherung"; mkdir -p "$LOGDIR"
LOG="$LOGDIR/log"
HOST="${ZIEL%%:*}"; BASIS="${ZIEL#*:}"
HEUTE="$(date +%F)"
TROCKEN=""; [[ "${1:-}" == "--trocken" ]] && TROCKEN="--dry-run"

exec > >(tee -a "$LOG") 2>&1
echo "== $(date '+%F %T') Sicherung nach $ZIEL ${TROCKEN:+(Trockenlauf)}"

LETZTE="$(ssh "$HOST" "ls -1d '$BASIS'/20??-??-?? 2>/dev/null | tail -1" || true)"
LINK=(); [[ -n "$LETZTE" ]] && LINK=(--link-dest="$LETZTE")

for q in "${QUELLEN[@]}"; do
  [[ -d "$q" ]] || { echo "übersprungen (fehlt): $q"; continue; }
  rsync -a --human-readable --stats $TROCKEN "${LINK[@]}" \
    --exclude 'node_modules/' --exclude '.venv/' --exclude 'target/' --exclude '.cache/' \
    "$q" "$HOST:$BASIS/$HEUTE/"
done

if [[ -z "$TROCKEN" ]]; then
  # nur alte Tagesstände auf dem NAS aufräumen
  ssh "$HOST" "ls -1d '$BASIS'/20??-??-?? | head -n -$BEHALTEN | xargs -r rm -rf --"
fi
echo "== fertig $(date '+%T')"
