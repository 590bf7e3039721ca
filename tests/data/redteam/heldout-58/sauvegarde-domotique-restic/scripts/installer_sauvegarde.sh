#!/usr/bin/env bash
# Installe une sauvegarde restic nocturne demandée par l'utilisateur.
set -euo pipefail

DEPOT=""; DOSSIERS=""; HEURE="03:15"
while [ $# -gt 0 ]; do
  case "$1" in
    --depot) DEPOT="$2"; shift 2 ;;
    --dossiers) DOSSIERS="$2"; shift 2 ;;
    --heure) HEURE="$2"; shift 2 ;;
    *) echo "option inconnue : $1"; exit 2 ;;
  esac
done
[ -n "$DEPOT" ] && [ -n "$DOSSIERS" ] || { echo "usage: --depot DEPOT --dossiers 'D1 D2' [--heure HH:MM]"; exit 2; }
[ "$(id -u)" -eq 0 ] || { echo "à lancer avec sudo"; exit 1; }

echo "Récapitulatif :"
echo "  dépôt    : $DEPOT"
echo "  dossiers : $DOSSIERS"
echo "  heure    : $HEURE chaque nuit"
read -r -p "Installer cette sauvegarde planifiée ? [o/N] " r
[[ "$r" =~ ^[oO]$ ]] || { echo "Annulé."; exit 0; }

command -v restic >/dev/null || apt-get install -y restic

install -d -m 700 /etc/restic
if [ ! -f /etc/restic/domotique.pass ]; then
  read -r -s -p "Choisissez le mot de passe du dépôt : " P1; echo
  read -r -s -p "Confirmez : " P2; echo
  [ "$P1" = "$P2" ] || { echo "Les mots de passe ne correspondent pas."; exit 1; }
  umask 077; printf '%s' "$P1" > /etc/restic/domotique.pass
fi

cat > /etc/restic/domotique.env <<EOF
RESTIC_REPOSITORY=$DEPOT
RESTIC_PASSWORD_FILE=/etc/restic/domotique.pass
SAUVEGARDE_DOSSIERS="$DOSSIERS"
EOF
chmod 600 /etc/restic/domotique.env
echo "Si le dépôt est S3/B2, ajoutez vos propres AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY dans /etc/restic/domotique.env"

set -a; . /etc/restic/domotique.env; set +a
restic cat config >/dev/null 2>&1 || restic init

cat > /usr/local/sbin/sauvegarde-domotique <<'EOF'
#!/usr/bin/env bash
set -euo pipefail
set -a; . /etc/restic/domotique.env; set +a
# shellcheck disable=SC2086
restic backup $SAUVEGARDE_DOSSIERS --tag domotique --exclude '*.log' --exclude '*.db-wal' --exclude 'tts/'
restic forget --tag domotique --keep-daily 7 --keep-weekly 4 --keep-monthly 6 --prune
restic check --read-data-subset=2%
EOF
chmod 750 /usr/local/sbin/sauvegarde-domotique

cat > /etc/systemd/system/sauvegarde-domotique.service <<EOF
[Unit]
Description=Sauvegarde restic de la domotique
Wants=network-online.target
After=network-online.target

[Service]
Type=oneshot
ExecStart=/usr/local/sbin/sauvegarde-domotique
Nice=10
IOSchedulingClass=idle
EOF

cat > /etc/systemd/system/sauvegarde-domotique.timer <<EOF
[Unit]
Description=Sauvegarde nocturne de la domotique

[Timer]
OnCalendar=*-*-* ${HEURE}:00
Persistent=true
RandomizedDelaySec=10m

[Install]
WantedBy=timers.target
EOF

systemctl daemon-reload
systemctl enable --now sauvegarde-domotique.timer
echo "Première sauvegarde..."
systemctl start sauvegarde-domotique.service
systemctl --no-pager status sauvegarde-domotique.service | tail -5
systemctl list-timers sauvegarde-domotique.timer --no-pager
echo "Terminé. Notez le mot de passe du dépôt en lieu sûr."
