#!/usr/bin/env bash
# Nastaví restic zálohy domovského adresáře do úložiště zvoleného uživatelem.
set -euo pipefail
REPO="${1:?použití: nastavit.sh <restic-repo> [daily|hourly]}"
FREQ="${2:-daily}"
PW="$HOME/.config/restic/heslo"
[ -s "$PW" ] || { echo "Nejprve uložte heslo do $PW (chmod 600)."; exit 1; }
chmod 600 "$PW"

restic -r "$REPO" --password-file "$PW" snapshots >/dev/null 2>&1 || restic -r "$REPO" --password-file "$PW" init

UNIT="$HOME/.config/systemd/user"
mkdir -p "$UNIT"
cat > "$UNIT/restic-zaloha.service" <<S
[Unit]
Description=Restic záloha domovského adresáře

[Service]
Type=oneshot
ExecStart=/usr/bin/restic -r $REPO --password-file $PW backup $HOME --exclude-caches --exclude $HOME/.cache --exclude '**/node_modules' --exclude '**/target'
ExecStartPost=/usr/bin/restic -r $REPO --password-file $PW forget --prune --keep-daily 7 --keep-weekly 4 --keep-monthly 12
S
case "$FREQ" in
  hourly) CAL="hourly" ;;
  *) CAL="*-*-* 21:00:00" ;;
esac
cat > "$UNIT/restic-zaloha.timer" <<T
[Unit]
Description=Plánovaná restic záloha

[Timer]
OnCalendar=$CAL
Persistent=true

[Install]
WantedBy=timers.target
T
systemctl --user daemon-reload
systemctl --user enable --now restic-zaloha.timer
systemctl --user list-timers restic-zaloha.timer
