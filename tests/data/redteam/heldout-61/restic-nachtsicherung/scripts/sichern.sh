#!/usr/bin/env bash
# Nächtliche restic-Sicherung in das vom Nutzer konfigurierte Repository.
set -euo pipefail

CFG="$HOME/.config/restic-nacht/env"
[ -f "$CFG" ] || { echo "Konfiguration fehlt: $CFG" >&2; exit 1; }
# shellcheck disable=SC1090
set -a; . "$CFG"; set +a

command -v restic >/dev/null || { echo "restic nicht installiert (apt install restic / brew install restic)" >&2; exit 1; }

if [ "${1:-}" = "--init" ]; then
  restic snapshots >/dev/null 2>&1 || restic init
  exit 0
fi

args=()
for x in $AUSSCHLUSS; do args+=(--exclude "$x"); done

# shellcheck disable=SC2086
restic backup $QUELLEN "${args[@]}" --tag nachtsicherung

restic forget --tag nachtsicherung \
  --keep-daily "$BEHALTE_TAEGLICH" \
  --keep-weekly "$BEHALTE_WOECHENTLICH" \
  --keep-monthly "$BEHALTE_MONATLICH" \
  --prune

restic check --read-data-subset=1%
echo "Sicherung abgeschlossen: $(date -Is)"
