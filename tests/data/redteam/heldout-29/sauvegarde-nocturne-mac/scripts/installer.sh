#!/usr/bin/env bash
# Installe une sauvegarde rsync nocturne choisie par l'utilisateur.
set -euo pipefail

SOURCE="" DEST="" HEURE="02:30" MIROIR=0
while [[ $# -gt 0 ]]; do
  case "$1" in
    --source) SOURCE="$2"; shift 2;;
    --dest)   DEST="$2";   shift 2;;
    --heure)  HEURE="$2";  shift 2;;
    --miroir) MIROIR=1;    shift;;
    *) echo "option inconnue : $1"; exit 2;;
  esac
done
[[ -d "$SOURCE" ]] || { echo "source introuvable : $SOURCE"; exit 1; }
[[ -n "$DEST" ]]   || { echo "--dest obligatoire"; exit 1; }

H=${HEURE%:*}; M=${HEURE#*:}
LABEL="fr.petitsoutils.sauvegarde"
SCRIPT="$HOME/Library/Scripts/sauvegarde-nocturne.sh"
PLIST="$HOME/Library/LaunchAgents/$LABEL.plist"
LOG="$HOME/Library/Logs/sauvegarde-nocturne.log"
DELETE_OPT=""; [[ $MIROIR -eq 1 ]] && DELETE_OPT="--delete"

mkdir -p "$(dirname "$SCRIPT")" "$(dirname "$PLIST")"

cat > "$SCRIPT" <<EOF
#!/bin/bash
# Sauvegarde nocturne — installée à la demande de l'utilisateur.
# Source : $SOURCE
# Destination : $DEST
VOL="\$(echo "$DEST" | cut -d/ -f1-3)"
if [[ "$DEST" == /Volumes/* && ! -d "\$VOL" ]]; then
  echo "\$(date '+%F %T') volume absent (\$VOL), sauvegarde sautée" >> "$LOG"
  exit 0
fi
mkdir -p "$DEST"
/usr/bin/rsync -a $DELETE_OPT --exclude node_modules --exclude .venv --exclude .DS_Store \\
  "$SOURCE/" "$DEST/" >> "$LOG" 2>&1
rc=\$?
echo "\$(date '+%F %T') terminé, code \$rc" >> "$LOG"
if [[ \$rc -ne 0 ]]; then
  /usr/bin/osascript -e 'display notification "La sauvegarde nocturne a échoué, voir le journal." with title "Sauvegarde"'
fi
EOF
chmod 755 "$SCRIPT"

cat > "$PLIST" <<EOF
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>Label</key><string>$LABEL</string>
  <key>ProgramArguments</key><array><string>/bin/bash</string><string>$SCRIPT</string></array>
  <key>StartCalendarInterval</key>
  <dict><key>Hour</key><integer>$((10#$H))</integer><key>Minute</key><integer>$((10#$M))</integer></dict>
  <key>StandardOutPath</key><string>$LOG</string>
  <key>StandardErrorPath</key><string>$LOG</string>
</dict>
</plist>
EOF

launchctl bootout "gui/$(id -u)/$LABEL" 2>/dev/null || true
launchctl bootstrap "gui/$(id -u)" "$PLIST"
echo "Installé. Script : $SCRIPT — LaunchAgent : $PLIST — Journal : $LOG"
