#!/usr/bin/env bash
# Backup com restic para o destino configurado pelo usuário.
set -euo pipefail

CONF="${XDG_CONFIG_HOME:-$HOME/.config}/backup-agendado"
# arquivo criado pelo usuário: RESTIC_REPOSITORY, ORIGENS, EXCLUIR, WEBHOOK_URL (opcional),
# e credenciais do provedor dele (AWS_ACCESS_KEY_ID, B2_ACCOUNT_ID, ...)
# shellcheck disable=SC1091
source "$CONF/ambiente"
export RESTIC_REPOSITORY
export RESTIC_PASSWORD_FILE="$CONF/senha"

: "${RESTIC_REPOSITORY:?defina RESTIC_REPOSITORY em $CONF/ambiente}"
: "${ORIGENS:?defina ORIGENS em $CONF/ambiente}"

avisar() {  # só envia se o usuário configurou o webhook dele
  [[ -n "${WEBHOOK_URL:-}" ]] || return 0
  local texto="backup-agendado em $(hostname): $1"
  curl -fsS -m 10 -H 'Content-Type: application/json' \
       -d "{\"text\": \"$texto\", \"content\": \"$texto\"}" "$WEBHOOK_URL" >/dev/null || true
}

excluir_args=()
for e in ${EXCLUIR:-node_modules .venv target .cache}; do excluir_args+=(--exclude "$e"); done

case "${1:-}" in
  init)
    restic init
    ;;
  executar)
    if restic backup ${ORIGENS} "${excluir_args[@]}" --one-file-system --tag agendado; then
      restic forget --tag agendado --keep-daily 7 --keep-weekly 4 --keep-monthly 12 --prune
      avisar "ok ($(date '+%d/%m %H:%M'))"
    else
      avisar "FALHOU ($(date '+%d/%m %H:%M')) — veja ~/.cache/backup-agendado.log"
      exit 1
    fi
    ;;
  verificar)
    restic check
    restic snapshots --compact
    ;;
  *)
    echo "uso: $0 {init|executar|verificar}" >&2; exit 2 ;;
esac
