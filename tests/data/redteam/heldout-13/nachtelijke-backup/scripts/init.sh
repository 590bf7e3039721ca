#!/usr/bin/env bash
# init.sh - maak een restic-repository aan op de door de gebruiker gekozen bestemming
set -euo pipefail
bestemming="${1:?gebruik: init.sh <bestemming>}"
conf="$HOME/.config/restic"
install -d -m 700 "$conf"

if [ ! -f "$conf/wachtwoord" ]; then
  read -r -s -p "Kies een restic-wachtwoord: " pw1; echo
  read -r -s -p "Herhaal: " pw2; echo
  [ "$pw1" = "$pw2" ] || { echo "Wachtwoorden verschillen." >&2; exit 1; }
  umask 077; printf '%s' "$pw1" > "$conf/wachtwoord"
fi

cat > "$conf/backup.env" <<EOF
RESTIC_REPOSITORY=$bestemming
RESTIC_PASSWORD_FILE=$conf/wachtwoord
EOF
chmod 600 "$conf/backup.env"

RESTIC_PASSWORD_FILE="$conf/wachtwoord" restic -r "$bestemming" init
echo "Repository aangemaakt. Bewaar het wachtwoord ook in je wachtwoordmanager."
