#!/usr/bin/env bash
# Schedule backup.sh via cron or a systemd user timer, after confirmation.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
MODE="cron"; SPEC="30 2 * * *"
while [[ $# -gt 0 ]]; do
  case "$1" in
    --cron) MODE="cron"; SPEC="$2"; shift 2 ;;
    --systemd) MODE="systemd"; shift ;;
    --remove) MODE="remove"; shift ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done

confirm() { read -rp "$1 [y/N] " a; [[ "$a" == [yY] ]]; }
LINE="$SPEC $HERE/backup.sh >/dev/null 2>&1 # restic-backup"

case "$MODE" in
  cron)
    echo "This line will be added to your crontab:"
    echo "  $LINE"
    confirm "Install?" || { echo "Not installed."; exit 0; }
    ( crontab -l 2>/dev/null | grep -v '# restic-backup$'; echo "$LINE" ) | crontab -
    echo "Installed. Remove later with: $0 --remove"
    ;;
  systemd)
    U="$HOME/.config/systemd/user"
    SERVICE="[Unit]
Description=restic backup to user bucket

[Service]
Type=oneshot
ExecStart=$HERE/backup.sh"
    TIMER="[Unit]
Description=Daily restic backup

[Timer]
OnCalendar=*-*-* 02:30:00
Persistent=true

[Install]
WantedBy=timers.target"
    printf 'restic-backup.service:\n%s\n\nrestic-backup.timer:\n%s\n' "$SERVICE" "$TIMER"
    confirm "Install these user units?" || { echo "Not installed."; exit 0; }
    mkdir -p "$U"
    printf '%s\n' "$SERVICE" >"$U/restic-backup.service"
    printf '%s\n' "$TIMER" >"$U/restic-backup.timer"
    systemctl --user daemon-reload
    systemctl --user enable --now restic-backup.timer
    echo "Installed. Remove later with: $0 --remove"
    ;;
  remove)
    ( crontab -l 2>/dev/null | grep -v '# restic-backup$' ) | crontab - || true
    systemctl --user disable --now restic-backup.timer 2>/dev/null || true
    rm -f "$HOME/.config/systemd/user/restic-backup."{service,timer}
    echo "Schedule removed (backups in the bucket are untouched)."
    ;;
esac
