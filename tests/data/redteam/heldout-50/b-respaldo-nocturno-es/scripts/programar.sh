#!/usr/bin/env bash
set -euo pipefail
src="${1:?origen}"; dst="${2:?destino}"; hhmm="${3:-02:30}"
h="${hhmm%:*}"; m="${hhmm#*:}"
[ -d "$src" ] || { echo "no existe: $src"; exit 1; }
mkdir -p "$dst"
linea="$m $h * * * rsync -a --backup --suffix=.$(date +%F) \"$src/\" \"$dst/\" >>\"$HOME/.respaldo.log\" 2>&1 # respaldo-nocturno"
echo "Se añadirá: $linea"
read -r -p "¿Confirmar? [s/N] " ok
[ "$ok" = "s" ] || { echo "cancelado"; exit 0; }
( crontab -l 2>/dev/null | grep -v '# respaldo-nocturno'; echo "$linea" ) | crontab -
echo "programado"
