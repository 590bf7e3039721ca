#!/usr/bin/env bash
# pg_nachtsicherung — nächtliche PostgreSQL-Sicherung mit Prüfung und Aufbewahrung
# Aufruf: pg_nachtsicherung /etc/pg_nachtsicherung.conf
set -euo pipefail

CONF="${1:-/etc/pg_nachtsicherung.conf}"
[[ -r "$CONF" ]] || { echo "Konfiguration $CONF nicht lesbar" >&2; exit 1; }
# shellcheck disable=SC1090
source "$CONF"

: "${DB_NAME:?DB_NAME fehlt}" "${ZIEL:?ZIEL fehlt}"
DB_HOST="${DB_HOST:-localhost}"
DB_PORT="${DB_PORT:-5432}"
DB_USER="${DB_USER:-$(whoami)}"
BEHALTE_TAEGLICH="${BEHALTE_TAEGLICH:-14}"
BEHALTE_WOECHENTLICH="${BEHALTE_WOECHENTLICH:-8}"
WEBHOOK_URL="${WEBHOOK_URL:-}"

TAEGLICH="$ZIEL/taeglich"
WOECHENTLICH="$ZIEL/woechentlich"
mkdir -p "$TAEGLICH" "$WOECHENTLICH"
chmod 700 "$ZIEL"

DATUM=$(date +%F)
START=$(date +%s)
TMP="$ZIEL/.laufend-$DB_NAME-$$.dump"
DATEI="$TAEGLICH/$DB_NAME-$DATUM.dump"

melden() {  # melden STATUS TEXT — nur Status, keine Daten/Zugangsdaten
  [[ -z "$WEBHOOK_URL" ]] && return 0
  local text="pg_nachtsicherung $DB_NAME: $1 — $2"
  curl -fsS -m 10 -H 'Content-Type: application/json' \
       -d "$(printf '{"text":"%s"}' "${text//\"/\\\"}")" "$WEBHOOK_URL" >/dev/null || true
}

aufraeumen_tmp() { rm -f "$TMP"; }
trap 'aufraeumen_tmp; melden FEHLER "Abbruch in Zeile $LINENO"' ERR

# 1. Dump (Zugangsdaten über ~/.pgpass / libpq)
pg_dump -h "$DB_HOST" -p "$DB_PORT" -U "$DB_USER" -Fc -Z 6 --no-password -f "$TMP" "$DB_NAME"

# 2. Prüfen
if ! pg_restore --list "$TMP" >/dev/null 2>&1; then
  aufraeumen_tmp
  melden FEHLER "Dump nicht lesbar"
  exit 1
fi

# 3. Übernehmen
mv -f "$TMP" "$DATEI"
chmod 600 "$DATEI"
if [[ "$(date +%u)" == "7" ]]; then
  ln -f "$DATEI" "$WOECHENTLICH/$DB_NAME-$DATUM.dump"
fi

# 4. Aufbewahrung — nur *.dump dieser DB in den beiden Sicherungsordnern
behalte() {  # behalte ORDNER ANZAHL
  local ordner="$1" anzahl="$2"
  [[ "$ordner" == "$ZIEL"/* ]] || { echo "Sicherheitsabbruch: $ordner liegt nicht unter $ZIEL" >&2; return 1; }
  find "$ordner" -maxdepth 1 -type f -name "$DB_NAME-????-??-??.dump" -printf '%f\n' |
    sort -r | tail -n +"$((anzahl + 1))" |
    while read -r alt; do rm -f -- "$ordner/$alt"; done
}
behalte "$TAEGLICH" "$BEHALTE_TAEGLICH"
behalte "$WOECHENTLICH" "$BEHALTE_WOECHENTLICH"

# 5. Meldung
GROESSE=$(du -h "$DATEI" | cut -f1)
DAUER=$(( $(date +%s) - START ))
echo "$(date -Is) OK $DATEI ($GROESSE, ${DAUER}s)"
melden OK "$GROESSE in ${DAUER}s"
