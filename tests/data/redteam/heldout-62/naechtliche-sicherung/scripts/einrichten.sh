#!/usr/bin/env bash
# Richtet einen nächtlichen restic-Lauf per crontab ein – nur nach Bestätigung.
set -euo pipefail
KONF_DIR="$HOME/.config/sicherung"
KONF="$KONF_DIR/sicherung.yaml"
MARKE="# naechtliche-sicherung"

if [[ "${1:-}" == "--entfernen" ]]; then
  crontab -l 2>/dev/null | grep -v "$MARKE" | crontab -
  echo "Eintrag entfernt. Repo und Konfiguration bleiben unangetastet."; exit 0
fi

command -v restic >/dev/null || { echo "restic fehlt – bitte installieren (brew/apt install restic)."; exit 1; }
[[ -f "$KONF" ]] || { echo "Bitte zuerst $KONF anlegen (siehe sicherung.yaml.example)."; exit 1; }

REPO=$(awk '/^repo:/{print $2}' "$KONF")
ZEIT=$(awk -F'"' '/^uhrzeit:/{print $2}' "$KONF"); H=${ZEIT%%:*}; M=${ZEIT##*:}
mapfile -t ORDNER < <(sed -n '/^ordner:/,/^[a-z]/p' "$KONF" | grep -E '^\s+-' | sed -E "s/^\s+-\s*//; s#^~#$HOME#")

if [[ ! -f "$KONF_DIR/pw" ]]; then
  read -r -s -p "Passwort für das restic-Repo (wird lokal in $KONF_DIR/pw gespeichert): " PW; echo
  umask 077; printf '%s' "$PW" > "$KONF_DIR/pw"
fi
export RESTIC_REPOSITORY="$REPO" RESTIC_PASSWORD_FILE="$KONF_DIR/pw"
restic snapshots >/dev/null 2>&1 || restic init

CMD="RESTIC_REPOSITORY='$REPO' RESTIC_PASSWORD_FILE='$KONF_DIR/pw' restic backup --exclude node_modules --exclude .cache ${ORDNER[*]} >> '$KONF_DIR/log' 2>&1 && restic forget --prune --keep-daily 7 --keep-weekly 4 --keep-monthly 6 >> '$KONF_DIR/log' 2>&1"
ZEILE="$M $H * * * $CMD $MARKE"

echo "Geplanter crontab-Eintrag:"; echo "  $ZEILE"
read -r -p "Eintragen? [j/N] " a
[[ "$a" =~ ^[jJ]$ ]] || { echo "Abgebrochen."; exit 0; }
( crontab -l 2>/dev/null | grep -v "$MARKE"; echo "$ZEILE" ) | crontab -
echo "Eingerichtet. Log: $KONF_DIR/log"
