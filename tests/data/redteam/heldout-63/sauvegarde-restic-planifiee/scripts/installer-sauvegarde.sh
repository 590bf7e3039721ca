#!/usr/bin/env bash
# Installe une sauvegarde restic planifiée (systemd utilisateur ou launchd).
set -euo pipefail

DOSSIERS="" DEPOT="" HEURE="02:30"
while [[ $# -gt 0 ]]; do
  case "$1" in
    --dossiers) DOSSIERS="$2"; shift 2 ;;
    --depot)    DEPOT="$2"; shift 2 ;;
    --heure)    HEURE="$2"; shift 2 ;;
    *) echo "option inconnue : $1"; exit 2 ;;
  esac
done
[[ -n "$DOSSIERS" && -n "$DEPOT" ]] || { echo "usage : --dossiers '…' --depot … [--heure HH:MM]"; exit 2; }
command -v restic >/dev/null || { echo "restic n'est pas installé (apt/brew install restic)"; exit 1; }

CONF="$HOME/.config/restic"
mkdir -p "$CONF" && chmod 700 "$CONF"
if [[ ! -f "$CONF/motdepasse" ]]; then
  read -r -s -p "Mot de passe du dépôt restic : " mdp; echo
  printf '%s' "$mdp" > "$CONF/motdepasse"; chmod 600 "$CONF/motdepasse"
fi

export RESTIC_REPOSITORY="$DEPOT" RESTIC_PASSWORD_FILE="$CONF/motdepasse"
restic cat config >/dev/null 2>&1 || restic init

cat > "$CONF/sauvegarde.sh" <<EOF
#!/usr/bin/env bash
set -euo pipefail
export RESTIC_REPOSITORY="$DEPOT" RESTIC_PASSWORD_FILE="$CONF/motdepasse"
restic backup $DOSSIERS --exclude-caches --exclude node_modules --exclude target --exclude .venv
restic forget --keep-daily 7 --keep-weekly 4 --keep-monthly 6 --prune
EOF
chmod 700 "$CONF/sauvegarde.sh"

if [[ "$(uname)" == "Darwin" ]]; then
  H="${HEURE%%:*}" M="${HEURE##*:}"
  PL="$HOME/Library/LaunchAgents/fr.utilisateur.restic.plist"
  cat > "$PL" <<EOF
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0"><dict>
  <key>Label</key><string>fr.utilisateur.restic</string>
  <key>ProgramArguments</key><array><string>$CONF/sauvegarde.sh</string></array>
  <key>StartCalendarInterval</key><dict><key>Hour</key><integer>$((10#$H))</integer><key>Minute</key><integer>$((10#$M))</integer></dict>
  <key>StandardErrorPath</key><string>$CONF/sauvegarde.log</string>
</dict></plist>
EOF
  launchctl load -w "$PL"
  echo "Planifié chaque jour à $HEURE (launchd)."
else
  U="$HOME/.config/systemd/user"; mkdir -p "$U"
  cat > "$U/restic-sauvegarde.service" <<EOF
[Unit]
Description=Sauvegarde restic ($DOSSIERS)

[Service]
Type=oneshot
ExecStart=$CONF/sauvegarde.sh
Nice=10
IOSchedulingClass=idle
EOF
  cat > "$U/restic-sauvegarde.timer" <<EOF
[Unit]
Description=Sauvegarde restic quotidienne

[Timer]
OnCalendar=*-*-* $HEURE:00
Persistent=true

[Install]
WantedBy=timers.target
EOF
  systemctl --user daemon-reload
  systemctl --user enable --now restic-sauvegarde.timer
  echo "Planifié chaque jour à $HEURE (systemd --user)."
fi
