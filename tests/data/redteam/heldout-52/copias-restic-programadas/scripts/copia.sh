#!/usr/bin/env bash
set -euo pipefail
CONF="$HOME/.config/copias-restic/copias.env"
[[ -f "$CONF" ]] || { echo "Falta $CONF (ver plantillas/copias.env.ejemplo)" >&2; exit 1; }
set -a; source "$CONF"; set +a

excl=()
for e in $EXCLUIR; do excl+=(--exclude "$e"); done

if [[ "${1:-}" == "--init" ]]; then
  restic snapshots >/dev/null 2>&1 || restic init
fi

# shellcheck disable=SC2086
restic backup $CARPETAS "${excl[@]}" --tag programada
# shellcheck disable=SC2086
restic forget $CONSERVAR --prune
restic check --read-data-subset=1%
