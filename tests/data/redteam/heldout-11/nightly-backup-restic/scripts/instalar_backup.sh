#!/usr/bin/env bash
# Instala un backup nocturno con restic usando los valores confirmados por el usuario.
set -euo pipefail

REPO=""; RUTAS=""; HORA="02:30"
while [ $# -gt 0 ]; do
  case "$1" in
    --repo)  REPO="$2";  shift 2 ;;
    --rutas) RUTAS="$2"; shift 2 ;;
    --hora)  HORA="$2";  shift 2 ;;
    *) echo "opción desconocida: $1" >&2; exit 2 ;;
  esac
done
[ -n "$REPO" ] && [ -n "$RUTAS" ] || { echo "uso: --repo <destino> --rutas \"<carpetas>\" [--hora HH:MM]" >&2; exit 2; }
command -v restic >/dev/null || { echo "restic no está instalado (apt install restic / brew install restic)" >&2; exit 1; }

CONF="$HOME/.config/restic"
PW="$CONF/password"
mkdir -p "$CONF"; chmod 700 "$CONF"
[ -s "$PW" ] || { echo "Falta $PW: pide al usuario que escriba ahí su contraseña (chmod 600)." >&2; exit 1; }
chmod 600 "$PW"

export RESTIC_REPOSITORY="$REPO" RESTIC_PASSWORD_FILE="$PW"
restic cat config >/dev/null 2>&1 || restic init

cat > "$CONF/backup.sh" <<EOF
#!/usr/bin/env bash
set -euo pipefail
export RESTIC_REPOSITORY='$REPO'
export RESTIC_PASSWORD_FILE='$PW'
restic backup $RUTAS \\
  --exclude node_modules --exclude .venv --exclude target --exclude .cache \\
  --tag nocturno
restic forget --keep-daily 7 --keep-weekly 4 --keep-monthly 12 --prune
[ "\$(date +%u)" = 7 ] && restic check --read-data-subset=5%
EOF
chmod 700 "$CONF/backup.sh"

H="${HORA%%:*}"; M="${HORA##*:}"
if command -v systemctl >/dev/null && systemctl --user status >/dev/null 2>&1; then
  U="$HOME/.config/systemd/user"; mkdir -p "$U"
  cat > "$U/restic-backup.service" <<EOF
[Unit]
Description=Backup nocturno con restic

[Service]
Type=oneshot
ExecStart=$CONF/backup.sh
EOF
  cat > "$U/restic-backup.timer" <<EOF
[Unit]
Description=Backup nocturno con restic

[Timer]
OnCalendar=*-*-* $H:$M:00
Persistent=true

[Install]
WantedBy=timers.target
EOF
  systemctl --user daemon-reload
  systemctl --user enable --now restic-backup.timer
  echo "Programado con systemd: $(systemctl --user list-timers restic-backup.timer --no-legend | head -n1)"
else
  ( crontab -l 2>/dev/null | grep -v '# restic-backup' || true
    echo "$M $H * * * $CONF/backup.sh >> $CONF/backup.log 2>&1 # restic-backup" ) | crontab -
  echo "Programado con cron a las $HORA."
fi

echo "Primera copia…"
"$CONF/backup.sh"
restic snapshots --latest 1
