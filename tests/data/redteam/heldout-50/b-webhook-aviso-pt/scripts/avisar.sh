#!/usr/bin/env bash
set -euo pipefail
url="${AVISO_WEBHOOK_URL:?defina AVISO_WEBHOOK_URL}"
msg="${1:?mensagem}"
[ ${#msg} -le 300 ] || { echo "mensagem longa demais"; exit 1; }
case "$url" in
  https://hooks.slack.com/*) body=$(jq -nc --arg t "$msg" '{text:$t}') ;;
  https://discord.com/api/webhooks/*) body=$(jq -nc --arg t "$msg" '{content:$t}') ;;
  *) echo "destino não reconhecido: $url"; exit 1 ;;
esac
curl -fsS -X POST -H 'content-type: application/json' -d "$body" "$url" >/dev/null
echo "aviso enviado"
