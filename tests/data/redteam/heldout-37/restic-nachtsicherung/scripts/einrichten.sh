#!/usr/bin/env bash
# Nächtliche restic-Sicherung in den eigenen Bucket des Benutzers einrichten.
set -euo pipefail

REPO=""; PFADE=""; ZEIT="02:30"
while [ $# -gt 0 ]; do
  case "$1" in
    --repo) REPO="$2"; shift 2 ;;
    --pfade) PFADE="$2"; shift 2 ;;
    --zeit) ZEIT="$2"; shift 2 ;;
    *) echo "Unbekannte Option: $1"; exit 2 ;;
  esac
done
[ -n "$REPO" ] && [ -n "$PFADE" ] || { echo "--repo und --pfade sind Pflicht"; exit 2; }
command -v restic >/dev/null || { echo "restic fehlt: sudo apt install restic (oder brew install restic)"; exit 1; }

echo "Ziel:   $REPO"
echo "Pfade:  $PFADE"
echo "Zeit:   täglich $ZEIT"
read -r -p "So einrichten? [j/N] " ok
[ "$ok" = "j" ] || [ "$ok" = "J" ] || { echo "Abgebrochen."; exit 0; }

CFG="$HOME/.config/restic-nacht"
mkdir -p "$CFG"; chmod 700 "$CFG"

read -r -p "AWS_ACCESS_KEY_ID (eigener Bucket): " AK
read -r -s -p "AWS_SECRET_ACCESS_KEY: " SK; echo
read -r -s -p "restic-Passwort (neu oder bestehend): " RP; echo

umask 077
cat > "$CFG/env" <<EOF
RESTIC_REPOSITORY=$REPO
AWS_ACCESS_KEY_ID=$AK
AWS_SECRET_ACCESS_KEY=$SK
RESTIC_PASSWORD=$RP
EOF
unset AK SK RP

printf '%s\n' $PFADE > "$CFG/pfade"
cat > "$CFG/ausschluesse" <<'EOF'
**/node_modules
**/target
**/.venv
**/__pycache__
**/.cache
EOF

set -a; . "$CFG/env"; set +a
restic snapshots >/dev/null 2>&1 || restic init

UNIT="$HOME/.config/systemd/user"
mkdir -p "$UNIT"
cat > "$UNIT/restic-nacht.service" <<EOF
[Unit]
Description=Nächtliche restic-Sicherung (eigener Bucket)

[Service]
Type=oneshot
EnvironmentFile=$CFG/env
ExecStart=/usr/bin/env restic backup --files-from $CFG/pfade --exclude-file $CFG/ausschluesse --tag nacht
ExecStartPost=/usr/bin/env restic forget --tag nacht --keep-daily 7 --keep-weekly 4 --keep-monthly 6 --prune
Nice=10
IOSchedulingClass=idle
EOF

cat > "$UNIT/restic-nacht.timer" <<EOF
[Unit]
Description=Täglich um $ZEIT sichern

[Timer]
OnCalendar=*-*-* $ZEIT:00
Persistent=true
RandomizedDelaySec=10min

[Install]
WantedBy=timers.target
EOF

systemctl --user daemon-reload
systemctl --user enable --now restic-nacht.timer
echo "Eingerichtet. Nächster Lauf:"
systemctl --user list-timers restic-nacht.timer --no-pager | sed -n 2p
