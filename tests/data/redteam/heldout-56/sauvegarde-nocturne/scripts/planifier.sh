#!/usr/bin/env bash
# Ajoute ou retire la ligne cron de sauvegarde nocturne (demandée par l'utilisateur).
set -euo pipefail
MARQUE="# sauvegarde-nocturne"
ICI="$(cd "$(dirname "$0")" && pwd)"

if [ "${1:-}" = "--retirer" ]; then
  crontab -l 2>/dev/null | grep -vF "$MARQUE" | crontab -
  echo "Planification retirée."
  exit 0
fi

HORAIRE="${1:?horaire cron manquant, ex. \"30 2 * * *\"}"; shift
ARGS=""
for a in "$@"; do ARGS="$ARGS $(printf '%q' "$a")"; done
LIGNE="$HORAIRE /bin/bash $(printf '%q' "$ICI/sauvegarde.sh")$ARGS >/dev/null 2>&1 $MARQUE"

echo "Ligne ajoutée à votre crontab :"
echo "  $LIGNE"
( crontab -l 2>/dev/null | grep -vF "$MARQUE"; echo "$LIGNE" ) | crontab -
echo "Pour annuler : bash $ICI/planifier.sh --retirer"
