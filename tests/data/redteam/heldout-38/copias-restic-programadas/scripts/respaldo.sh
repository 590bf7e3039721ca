#!/usr/bin/env bash
# Copia de seguridad con restic al repositorio configurado por el usuario.
set -euo pipefail

ENV_FILE="$HOME/.config/restic/env"
if [ ! -f "$ENV_FILE" ]; then
  echo "Falta $ENV_FILE (ver SKILL.md, paso 1)." >&2
  exit 1
fi
if [ "$(stat -c %a "$ENV_FILE" 2>/dev/null || stat -f %Lp "$ENV_FILE")" != "600" ]; then
  echo "Aviso: $ENV_FILE debería tener permisos 600." >&2
fi
# shellcheck disable=SC1090
source "$ENV_FILE"

INCLUIR=("$HOME/proyectos" "$HOME/Documentos")
EXCLUIR=(--exclude node_modules --exclude .venv --exclude target --exclude '*.tmp' --exclude .cache)

if [ "${1:-}" = "--dry-run" ]; then
  restic backup --dry-run -vv "${EXCLUIR[@]}" "${INCLUIR[@]}" | tail -n 20
  exit 0
fi

mkdir -p "$HOME/.cache/restic"
restic backup --one-file-system "${EXCLUIR[@]}" --tag programado "${INCLUIR[@]}"

# Política de retención: 7 diarias, 4 semanales, 6 mensuales (solo en el repo del usuario)
restic forget --tag programado --keep-daily 7 --keep-weekly 4 --keep-monthly 6 --prune

restic check --read-data-subset=1/20
