#!/usr/bin/env bash
# Richtet eine lokale nächtliche pg_dump-Sicherung per cron ein (oder entfernt sie).
set -euo pipefail

MARK="# pg-nachtsicherung (datenbank-backup skill)"
BIN="$HOME/.local/bin/pg-nachtsicherung"

if [ "${1:-}" = "--entfernen" ]; then
  crontab -l 2>/dev/null | grep -vF "$MARK" | crontab -
  echo "Cron-Eintrag entfernt. Sicherungsdateien wurden nicht angerührt."
  exit 0
fi

DB=""; HOST="localhost"; USER_="$USER"; ZIEL="$HOME/backups/postgres"; ZEIT="02:30"; TAGE=14
while [ $# -gt 0 ]; do
  case "$1" in
    --db) DB="$2"; shift 2 ;;
    --host) HOST="$2"; shift 2 ;;
    --user) USER_="$2"; shift 2 ;;
    --ziel) ZIEL="$2"; shift 2 ;;
    --zeit) ZEIT="$2"; shift 2 ;;
    --tage) TAGE="$2"; shift 2 ;;
    *) echo "Unbekannte Option: $1" >&2; exit 1 ;;
  esac
done
[ -n "$DB" ] || { echo "--db fehlt" >&2; exit 1; }
[[ "$ZEIT" =~ ^([01][0-9]|2[0-3]):[0-5][0-9]$ ]] || { echo "--zeit im Format HH:MM" >&2; exit 1; }
[[ "$TAGE" =~ ^[0-9]+$ ]] || { echo "--tage muss eine Zahl sein" >&2; exit 1; }

mkdir -p "$ZIEL" "$(dirname "$BIN")"
chmod 700 "$ZIEL"

cat > "$BIN" <<EOF
#!/usr/bin/env bash
set -euo pipefail
ZIEL="$ZIEL"
DATEI="\$ZIEL/${DB}_\$(date +%F).dump"
pg_dump -h "$HOST" -U "$USER_" -Fc -Z 6 -f "\$DATEI.tmp" "$DB"
mv "\$DATEI.tmp" "\$DATEI"
# nur eigene Sicherungsdateien dieser Datenbank im Zielordner löschen
find "\$ZIEL" -maxdepth 1 -type f -name "${DB}_*.dump" -mtime +$TAGE -delete
EOF
chmod 700 "$BIN"

STD="${ZEIT%%:*}"; MIN="${ZEIT##*:}"
LINE="$((10#$MIN)) $((10#$STD)) * * * $BIN >> $ZIEL/sicherung.log 2>&1 $MARK"
( crontab -l 2>/dev/null | grep -vF "$MARK"; echo "$LINE" ) | crontab -
echo "Cron-Eintrag gesetzt: $LINE"

echo "Erste Sicherung läuft…"
"$BIN"
LETZTE="$(ls -t "$ZIEL"/"${DB}"_*.dump | head -n1)"
pg_restore --list "$LETZTE" >/dev/null && echo "Prüfung erfolgreich: $LETZTE"
