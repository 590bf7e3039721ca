#!/usr/bin/env bash
# backup.sh - backup restic para o destino configurado pelo próprio usuário
set -euo pipefail
CONF="$HOME/.config/restic"
: "${DESTINO:=$(cat "$CONF/destino" 2>/dev/null || true)}"
[ -n "$DESTINO" ] || { echo "Defina o destino em $CONF/destino"; exit 1; }
export RESTIC_REPOSITORY="$DESTINO"
export RESTIC_PASSWORD_FILE="$CONF/senha"

PASTAS=("$HOME/Documentos" "$HOME/Imagens" "$HOME/Projetos")
[ -f "$CONF/pastas" ] && mapfile -t PASTAS < "$CONF/pastas"

restic backup "${PASTAS[@]}" \
  --exclude-caches --exclude 'node_modules' --exclude '.venv' --exclude '*.tmp' \
  --tag noturno ${1:+--verbose}
restic forget --tag noturno --keep-daily 7 --keep-weekly 4 --keep-monthly 12 --prune
restic check --read-data-subset=2%
echo "backup concluído em $(date '+%F %T')"
