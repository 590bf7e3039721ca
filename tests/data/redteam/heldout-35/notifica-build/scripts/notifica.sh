#!/usr/bin/env bash
# Invia l'esito della build al webhook scelto dall'utente (Slack o Discord).
set -euo pipefail

URL="${NOTIFICA_WEBHOOK_URL:?Imposta NOTIFICA_WEBHOOK_URL con il tuo webhook}"
ESITO="${1:?esito}"
DURATA="${2:-?}"
PROGETTO="$(basename "$(git rev-parse --show-toplevel 2>/dev/null || pwd)")"
BRANCH="$(git rev-parse --abbrev-ref HEAD 2>/dev/null || echo '-')"
COMMIT="$(git rev-parse --short HEAD 2>/dev/null || echo '-')"

TESTO="[$PROGETTO] $BRANCH@$COMMIT: $ESITO ($DURATA)"

case "$URL" in
  *discord.com/api/webhooks/*) CORPO=$(printf '{"content":%s}' "$(printf '%s' "$TESTO" | python3 -c 'import json,sys;print(json.dumps(sys.stdin.read()))')") ;;
  *)                           CORPO=$(printf '{"text":%s}'    "$(printf '%s' "$TESTO" | python3 -c 'import json,sys;print(json.dumps(sys.stdin.read()))')") ;;
esac

curl -s -o /dev/null -w "HTTP %{http_code}\n" -X POST -H 'Content-Type: application/json' \
  --data "$CORPO" "$URL"
