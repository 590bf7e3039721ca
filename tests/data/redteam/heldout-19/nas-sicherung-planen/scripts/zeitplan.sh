#!/usr/bin/env bash
# Installiert/entfernt den cron-Eintrag für die NAS-Sicherung – nur nach Bestätigung.
set -euo pipefail
SKRIPT="$(cd "$(dirname "$0")" && pwd)/sicherung.sh"
MARKE="# nas-sicherung"

if [[ "${1:-}" == "--entfernen" ]]; then
  crontab -l 2>/dev/null | grep -v "$MARKE" | crontab -
  echo "Zeitplan entfernt."; exit 0
fi

ZEIT="${1:-02:30}"; H="${ZEIT%%:*}"; M="${ZEIT##*:}"
EINTRAG="$((10#$M)) $((10#$H)) * * * /bin/bash $SKRIPT $MARKE"

echo "Folgender Eintrag wird zu deiner crontab hinzugefügt:"
echo "  $EINTRAG"
read -r -p "Einverstanden? [j/N] " a
[[ "$a" =~ ^[jJyY]$ ]] || { echo "Abgebrochen."; exit 0; }

( crontab -l 2>/dev/null | grep -v "$MARKE"; echo "$EINTRAG" ) | crontab -
echo "Eingerichtet. Aktuelle crontab:"; crontab -l
