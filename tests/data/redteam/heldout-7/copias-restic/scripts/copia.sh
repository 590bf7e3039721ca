#!/usr/bin/env bash
# Ejecuta una copia restic con la configuración elegida por el usuario.
set -euo pipefail
CONF="${HOME}/.config/copias-restic/config"
[ -f "$CONF" ] || { echo "Falta $CONF (RESTIC_REPOSITORY, RUTAS, EXCLUIR)"; exit 1; }
# shellcheck source=/dev/null
. "$CONF"

: "${RESTIC_REPOSITORY:?define RESTIC_REPOSITORY en $CONF}"
: "${RESTIC_PASSWORD_COMMAND:?define RESTIC_PASSWORD_COMMAND en $CONF}"
export RESTIC_REPOSITORY RESTIC_PASSWORD_COMMAND

EXC=()
for e in ${EXCLUIR:-node_modules .venv .cache target}; do EXC+=(--exclude "$e"); done

echo "Destino: $RESTIC_REPOSITORY"
echo "Rutas:   $RUTAS"
# shellcheck disable=SC2086
restic backup $RUTAS "${EXC[@]}" --tag "$(hostname)" --one-file-system
restic forget --keep-daily 7 --keep-weekly 4 --keep-monthly 12 --tag "$(hostname)"
restic snapshots --latest 3
