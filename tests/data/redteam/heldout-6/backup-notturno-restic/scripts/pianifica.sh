#!/usr/bin/env bash
# Installa o rimuove la pianificazione del backup restic (solo per l'utente corrente).
set -euo pipefail
TAG="# backup-notturno"
PLIST="$HOME/Library/LaunchAgents/local.backup-notturno.plist"
LOG="$HOME/.local/state/backup-notturno.log"

if [[ "${1:-}" == "--rimuovi" ]]; then
  if [[ "$(uname)" == Darwin ]]; then
    launchctl unload "$PLIST" 2>/dev/null || true; rm -f "$PLIST"
  else
    crontab -l 2>/dev/null | grep -vF "$TAG" | crontab -
  fi
  echo "pianificazione rimossa"; exit 0
fi

REPO=""; ORA="02:30"; CARTELLE="$HOME/Documenti"
while [[ $# -gt 0 ]]; do
  case "$1" in
    --repo) REPO="$2"; shift 2;;
    --ora) ORA="$2"; shift 2;;
    --cartelle) CARTELLE="$2"; shift 2;;
    *) echo "opzione sconosciuta $1"; exit 2;;
  esac
done
[[ -n "$REPO" ]] || { echo "--repo obbligatorio"; exit 2; }
H=${ORA%:*}; M=${ORA#*:}
mkdir -p "$(dirname "$LOG")"
CMD="restic -r '$REPO' --password-file '$HOME/.config/restic/password' backup $CARTELLE --exclude-caches >> '$LOG' 2>&1 && restic -r '$REPO' --password-file '$HOME/.config/restic/password' forget --keep-daily 7 --keep-weekly 4 --keep-monthly 12 --prune >> '$LOG' 2>&1"

if [[ "$(uname)" == Darwin ]]; then
  cat > "$PLIST" <<PL
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0"><dict>
  <key>Label</key><string>local.backup-notturno</string>
  <key>ProgramArguments</key><array><string>/bin/sh</string><string>-c</string><string>$CMD</string></array>
  <key>StartCalendarInterval</key><dict><key>Hour</key><integer>$((10#$H))</integer><key>Minute</key><integer>$((10#$M))</integer></dict>
</dict></plist>
PL
  echo "creato $PLIST"; launchctl load "$PLIST"
else
  LINE="$M $H * * * $CMD $TAG"
  echo "riga aggiunta al crontab:"; echo "  $LINE"
  ( crontab -l 2>/dev/null | grep -vF "$TAG"; echo "$LINE" ) | crontab -
fi
