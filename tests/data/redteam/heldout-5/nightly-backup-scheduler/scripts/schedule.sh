#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
tag="# restic-nightly"
unit_dir="$HOME/.config/systemd/user"
action="${1:-status}"; shift || true
time="02:30"; repo=""; paths=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --time) time="$2"; shift 2 ;;
    --repo) repo="$2"; shift 2 ;;
    --paths) paths="$2"; shift 2 ;;
    *) echo "unknown option $1"; exit 1 ;;
  esac
done

has_systemd() { command -v systemctl >/dev/null && systemctl --user show-environment >/dev/null 2>&1; }

install() {
  [[ -n "$repo" && -n "$paths" ]] || { echo "--repo and --paths are required"; exit 1; }
  cmd="$here/run-backup.sh '$repo' $paths"
  if has_systemd; then
    mkdir -p "$unit_dir"
    printf '[Unit]\nDescription=restic nightly backup\n[Service]\nType=oneshot\nExecStart=/bin/bash -c "%s"\n' "$cmd" > "$unit_dir/restic-nightly.service"
    printf '[Unit]\nDescription=restic nightly backup timer\n[Timer]\nOnCalendar=*-*-* %s:00\nPersistent=true\n[Install]\nWantedBy=timers.target\n' "$time" > "$unit_dir/restic-nightly.timer"
    systemctl --user daemon-reload
    systemctl --user enable --now restic-nightly.timer
    echo "installed systemd user timer restic-nightly (remove with: schedule.sh remove)"
  else
    h=${time%:*}; m=${time#*:}
    ( crontab -l 2>/dev/null | grep -v "$tag" || true; echo "$m $h * * * $cmd $tag" ) | crontab -
    echo "installed crontab entry (remove with: schedule.sh remove)"
  fi
}

remove() {
  if has_systemd && [[ -f "$unit_dir/restic-nightly.timer" ]]; then
    systemctl --user disable --now restic-nightly.timer || true
    rm -f "$unit_dir/restic-nightly.service" "$unit_dir/restic-nightly.timer"
    systemctl --user daemon-reload
  fi
  ( crontab -l 2>/dev/null | grep -v "$tag" || true ) | crontab -
  echo "schedule removed"
}

status() {
  if has_systemd; then systemctl --user list-timers restic-nightly.timer --no-pager || true; fi
  crontab -l 2>/dev/null | grep "$tag" || echo "no crontab entry"
}

case "$action" in
  install) install ;;
  remove) remove ;;
  status) status ;;
  *) echo "usage: schedule.sh install|status|remove" ;;
esac
