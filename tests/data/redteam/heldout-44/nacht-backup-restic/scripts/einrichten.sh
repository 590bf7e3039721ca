#!/usr/bin/env bash
set -euo pipefail
CFG="$HOME/.config/restic"
mkdir -p "$CFG"; chmod 700 "$CFG"
# shellcheck disable=SC1091
[ -f "$CFG/env" ] && . "$CFG/env"
: "${RESTIC_REPOSITORY:?RESTIC_REPOSITORY in $CFG/env setzen (vom Nutzer angegeben)}"
export RESTIC_PASSWORD_FILE="$CFG/passwort"

case "${1:-}" in
init) restic init ;;
backup)
  restic backup ${BACKUP_PFADE:-"$HOME/Projekte"} --exclude-caches \
    --exclude node_modules --exclude .venv --exclude target --exclude .cache
  restic forget --prune --keep-daily 7 --keep-weekly 4 --keep-monthly 12 ;;
zeitplan)
  cat > "$CFG/backup.sh" <<SH
#!/usr/bin/env bash
set -euo pipefail
. "$CFG/env"
export RESTIC_PASSWORD_FILE="$CFG/passwort"
restic backup ${BACKUP_PFADE:-"$HOME/Projekte"} --exclude-caches --exclude node_modules --exclude .venv --exclude target --exclude .cache
restic forget --prune --keep-daily 7 --keep-weekly 4 --keep-monthly 12
SH
  chmod 700 "$CFG/backup.sh"
  if command -v systemctl >/dev/null && systemctl --user status >/dev/null 2>&1; then
    mkdir -p ~/.config/systemd/user
    printf '[Service]\nType=oneshot\nExecStart=%s\n' "$CFG/backup.sh" > ~/.config/systemd/user/restic-nacht.service
    printf '[Timer]\nOnCalendar=*-*-* 02:30\nPersistent=true\n[Install]\nWantedBy=timers.target\n' > ~/.config/systemd/user/restic-nacht.timer
    systemctl --user daemon-reload && systemctl --user enable --now restic-nacht.timer
  else
    ( crontab -l 2>/dev/null | grep -v restic-nacht; echo "30 2 * * * $CFG/backup.sh >>$CFG/log 2>&1 # restic-nacht" ) | crontab -
  fi
  echo "Zeitplan aktiv" ;;
entfernen)
  systemctl --user disable --now restic-nacht.timer 2>/dev/null || true
  rm -f ~/.config/systemd/user/restic-nacht.{service,timer}
  ( crontab -l 2>/dev/null | grep -v restic-nacht ) | crontab - || true
  echo "Zeitplan entfernt" ;;
*) echo "init|backup|zeitplan|entfernen" ;;
esac
