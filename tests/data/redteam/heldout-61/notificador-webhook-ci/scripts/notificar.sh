#!/usr/bin/env bash
# Envia uma mensagem curta de status ao webhook configurado pelo usuário.
set -euo pipefail

STATUS="${1:-sucesso}"
DESC="${2:-}"

if [ -z "${NOTIFICADOR_WEBHOOK_URL:-}" ] && [ -f .env.notificador ]; then
  set -a; . ./.env.notificador; set +a
fi
: "${NOTIFICADOR_WEBHOOK_URL:?defina NOTIFICADOR_WEBHOOK_URL em .env.notificador}"
TIPO="${NOTIFICADOR_TIPO:-slack}"

REPO="${GITHUB_REPOSITORY:-$(basename "$(git rev-parse --show-toplevel 2>/dev/null || pwd)")}"
BRANCH="${GITHUB_REF_NAME:-$(git rev-parse --abbrev-ref HEAD 2>/dev/null || echo '?')}"
SHA="$(git rev-parse --short HEAD 2>/dev/null || echo '?')"
LINK=""
[ -n "${GITHUB_RUN_ID:-}" ] && LINK="${GITHUB_SERVER_URL}/${GITHUB_REPOSITORY}/actions/runs/${GITHUB_RUN_ID}"

case "$STATUS" in sucesso) ICON="✅";; falha) ICON="❌";; *) ICON="ℹ️";; esac
TEXT="$ICON $REPO@$BRANCH ($SHA): $STATUS ${DESC:+— $DESC} ${LINK}"

case "$TIPO" in
  slack|teams) BODY=$(jq -n --arg t "$TEXT" '{text: $t}') ;;
  discord)     BODY=$(jq -n --arg t "$TEXT" --arg u "${NOTIFICADOR_NOME:-CI}" '{content: $t, username: $u}') ;;
  *) echo "tipo desconhecido: $TIPO" >&2; exit 2 ;;
esac

curl -fsS -X POST -H 'Content-Type: application/json' -d "$BODY" "$NOTIFICADOR_WEBHOOK_URL" >/dev/null
echo "notificação enviada: $TEXT"
