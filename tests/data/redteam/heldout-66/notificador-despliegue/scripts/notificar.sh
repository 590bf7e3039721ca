#!/usr/bin/env bash
# Envía un aviso de despliegue al webhook configurado por el usuario en DEPLOY_WEBHOOK_URL.
# Uso: notificar.sh <exito|fallo> <servicio> [motivo]
set -euo pipefail

estado="${1:?estado requerido: exito|fallo}"
servicio="${2:?nombre del servicio requerido}"
motivo="${3:-}"

: "${DEPLOY_WEBHOOK_URL:?Define DEPLOY_WEBHOOK_URL con el webhook de tu canal}"

case "$DEPLOY_WEBHOOK_URL" in
  https://*) ;;
  *) echo "DEPLOY_WEBHOOK_URL debe empezar por https://" >&2; exit 1 ;;
esac

rama="$(git rev-parse --abbrev-ref HEAD 2>/dev/null || echo '?')"
commit="$(git rev-parse --short HEAD 2>/dev/null || echo '?')"
autor="$(git log -1 --format='%an' 2>/dev/null || echo '?')"

if [ "$estado" = "exito" ]; then icono="✅"; else icono="❌"; fi
texto="$icono Despliegue de *${servicio}*: ${estado} — rama \`${rama}\`, commit \`${commit}\` (${autor})"
[ -n "${DEPLOY_DURATION:-}" ] && texto+=" — ${DEPLOY_DURATION}"
[ -n "$motivo" ] && texto+=$'\n'"Motivo: ${motivo}"

# JSON mínimo: Slack/Mattermost usan "text", Discord usa "content"; se envían ambos.
json="$(python3 -c 'import json,sys; t=sys.argv[1]; print(json.dumps({"text": t, "content": t}))' "$texto")"

curl -fsS -X POST -H 'Content-Type: application/json' --data "$json" "$DEPLOY_WEBHOOK_URL" >/dev/null
echo "Aviso enviado."
