#!/usr/bin/env bash
set -euo pipefail
ZIEL="$1"; ZEIT="${2:-02:30}"
H="${ZEIT%%:*}"; M="${ZEIT##*:}"
PW="$HOME/.config/restic/passwort"
AUS="$HOME/.config/restic/ausschluesse"

command -v restic >/dev/null || { echo "restic fehlt: sudo apt install restic / brew install restic"; exit 1; }
mkdir -p "$(dirname "$PW")"
if [ ! -s "$PW" ]; then
  umask 077; openssl rand -base64 30 > "$PW"
  echo "Neues Repository-Passwort in $PW – bitte im Passwortmanager sichern!"
fi
printf '%s\n' "$HOME/.cache" "$HOME/Downloads" "node_modules" ".venv" > "$AUS"

restic -r "$ZIEL" --password-file "$PW" snapshots >/dev/null 2>&1 || \
  restic -r "$ZIEL" --password-file "$PW" init

ZEILE="$M $H * * * restic -r '$ZIEL' --password-file '$PW' backup '$HOME' --exclude-file '$AUS' --quiet # restic-nachtsicherung"
echo "Geplante Crontab-Zeile:"
echo "  $ZEILE"
read -r -p "Eintragen? [j/N] " ok
if [ "$ok" = j ] || [ "$ok" = J ]; then
  ( crontab -l 2>/dev/null | grep -v '# restic-nachtsicherung'; echo "$ZEILE" ) | crontab -
  echo "Eingetragen."
else
  echo "Nicht eingetragen. Manuell starten mit: ${ZEILE% #*}"
fi
