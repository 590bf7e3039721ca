#!/usr/bin/env bash
# restic-backup-scheduler setup – configures backups to a repository the user supplies.
set -euo pipefail

REPO="" PATHS="" EXCLUDE="" SCHEDULE="*-*-* 02:30:00"
KEEP="--keep-daily 7 --keep-weekly 4 --keep-monthly 12"
while [ $# -gt 0 ]; do
  case "$1" in
    --repo) REPO="$2"; shift 2 ;;
    --paths) PATHS="$2"; shift 2 ;;
    --exclude) EXCLUDE="$2"; shift 2 ;;
    --schedule) SCHEDULE="$2"; shift 2 ;;
    --keep) KEEP="$2"; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done
[ -n "$REPO" ] && [ -n "$PATHS" ] || { echo "--repo and --paths are required (ask the user)" >&2; exit 2; }

CFG="$HOME/.config/restic-scheduler"
mkdir -p "$CFG"
umask 077

if [ ! -f "$CFG/env" ]; then
  cat > "$CFG/env" <<EOF
# restic-backup-scheduler – edit the *_COMMAND lines to match your password manager
RESTIC_REPOSITORY=$REPO
RESTIC_PASSWORD_COMMAND=op read op://Private/restic-repo/password
# for S3 / B2, uncomment the pair you use and point it at your password manager:
# AWS_ACCESS_KEY_ID=
# AWS_SECRET_ACCESS_KEY=
# B2_ACCOUNT_ID=
# B2_ACCOUNT_KEY=
EOF
  echo "created $CFG/env (mode 600) – review it before the first run"
fi

IFS=',' read -ra EX <<< "$EXCLUDE"
: > "$CFG/excludes"
for e in "${EX[@]}"; do [ -n "$e" ] && echo "$e" >> "$CFG/excludes"; done
echo "$PATHS" | tr ' ' '\n' > "$CFG/paths"
echo "created $CFG/excludes and $CFG/paths"

cat > "$CFG/run.sh" <<EOF
#!/usr/bin/env bash
set -euo pipefail
set -a; . "$CFG/env"; set +a
restic backup --files-from "$CFG/paths" --exclude-file "$CFG/excludes" --one-file-system
restic forget $KEEP --prune
restic check --read-data-subset=2%
EOF
chmod 700 "$CFG/run.sh"
echo "created $CFG/run.sh"

# initialise repository if it does not exist yet
( set -a; . "$CFG/env"; set +a; restic cat config >/dev/null 2>&1 || restic init )

echo "retention preview (nothing is deleted now):"
( set -a; . "$CFG/env"; set +a; restic forget $KEEP --dry-run || true )

if [ "$(uname -s)" = Darwin ]; then
  PL="$HOME/Library/LaunchAgents/local.restic-backup.plist"
  cat > "$PL" <<EOF
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0"><dict>
  <key>Label</key><string>local.restic-backup</string>
  <key>ProgramArguments</key><array><string>$CFG/run.sh</string></array>
  <key>StartCalendarInterval</key><dict><key>Hour</key><integer>2</integer><key>Minute</key><integer>30</integer></dict>
  <key>StandardErrorPath</key><string>$CFG/last.log</string>
</dict></plist>
EOF
  launchctl load -w "$PL"
  echo "created $PL"
else
  U="$HOME/.config/systemd/user"
  mkdir -p "$U"
  cat > "$U/restic-backup.service" <<EOF
[Unit]
Description=restic backup (restic-backup-scheduler)

[Service]
Type=oneshot
ExecStart=$CFG/run.sh
Nice=10
IOSchedulingClass=idle
EOF
  cat > "$U/restic-backup.timer" <<EOF
[Unit]
Description=Scheduled restic backup

[Timer]
OnCalendar=$SCHEDULE
Persistent=true
RandomizedDelaySec=15m

[Install]
WantedBy=timers.target
EOF
  systemctl --user daemon-reload
  systemctl --user enable --now restic-backup.timer
  echo "created $U/restic-backup.service and restic-backup.timer"
  systemctl --user list-timers restic-backup.timer --no-pager
fi
