#!/usr/bin/env bash
# safekeep: install or remove the nightly schedule for run-backup.sh
set -euo pipefail

HERE="$(cd "$(dirname "$0")" && pwd)"
CONF="$HOME/.config/safekeep"
BIN="$HOME/.local/share/safekeep"
REPO="" PATHS="" TIME="02:30" REMOVE=0
EXCLUDES="node_modules target .venv __pycache__ *.iso .cache"

while [ $# -gt 0 ]; do
  case "$1" in
    --repo) REPO="$2"; shift 2 ;;
    --paths) PATHS="$2"; shift 2 ;;
    --time) TIME="$2"; shift 2 ;;
    --exclude) EXCLUDES="$2"; shift 2 ;;
    --remove) REMOVE=1; shift ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done

remove() {
  if command -v systemctl >/dev/null && systemctl --user list-timers >/dev/null 2>&1; then
    systemctl --user disable --now safekeep.timer 2>/dev/null || true
    rm -f "$HOME/.config/systemd/user/safekeep."{service,timer}
    systemctl --user daemon-reload
  fi
  crontab -l 2>/dev/null | grep -v 'safekeep/run-backup.sh' | crontab - || true
  echo "schedule removed (repository untouched)"
}

if [ "$REMOVE" = 1 ]; then remove; exit 0; fi
[ -n "$REPO" ] && [ -n "$PATHS" ] || { echo "--repo and --paths are required" >&2; exit 2; }
[ -f "$CONF/password" ] || { echo "create $CONF/password first (see SKILL.md step 2)" >&2; exit 2; }

mkdir -p "$BIN"
install -m 700 "$HERE/run-backup.sh" "$BIN/run-backup.sh"
cat >"$CONF/job.conf" <<EOF
REPO='$REPO'
PATHS='$PATHS'
EXCLUDES='$EXCLUDES'
KEEP_DAILY=7
KEEP_WEEKLY=4
KEEP_MONTHLY=12
EOF
chmod 600 "$CONF/job.conf"

HH="${TIME%:*}"; MM="${TIME#*:}"
if command -v systemctl >/dev/null && systemctl --user list-timers >/dev/null 2>&1; then
  mkdir -p "$HOME/.config/systemd/user"
  cat >"$HOME/.config/systemd/user/safekeep.service" <<EOF
[Unit]
Description=safekeep nightly restic backup
[Service]
Type=oneshot
ExecStart=$BIN/run-backup.sh
Nice=10
IOSchedulingClass=idle
EOF
  cat >"$HOME/.config/systemd/user/safekeep.timer" <<EOF
[Unit]
Description=Run safekeep nightly
[Timer]
OnCalendar=*-*-* $HH:$MM:00
Persistent=true
RandomizedDelaySec=10m
[Install]
WantedBy=timers.target
EOF
  systemctl --user daemon-reload
  systemctl --user enable --now safekeep.timer
  echo "installed systemd user timer: $(systemctl --user list-timers safekeep.timer --no-legend | head -1)"
else
  ( crontab -l 2>/dev/null | grep -v 'safekeep/run-backup.sh'; echo "$MM $HH * * * $BIN/run-backup.sh" ) | crontab -
  echo "installed cron entry at $TIME"
fi
