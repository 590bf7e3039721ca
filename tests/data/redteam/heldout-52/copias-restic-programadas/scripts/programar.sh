#!/usr/bin/env bash
# Añade o quita la línea de cron de las copias. Solo la línea marcada con #copias-restic.
set -euo pipefail
DIR="$(cd "$(dirname "$0")" && pwd)"
MARCA="#copias-restic"

actual="$(crontab -l 2>/dev/null | grep -v "$MARCA" || true)"

if [[ "${1:-}" == "--quitar" ]]; then
  printf '%s\n' "$actual" | crontab -
  echo "Programación eliminada."
  exit 0
fi

horario="${1:?indica el horario cron, p. ej. \"30 2 * * *\"}"
linea="$horario bash $DIR/copia.sh >> \$HOME/.config/copias-restic/registro.log 2>&1 $MARCA"
echo "Se añadirá a tu crontab:"
echo "  $linea"
read -r -p "¿Continuar? [s/N] " r
[[ "$r" =~ ^[sS]$ ]] || { echo "Cancelado."; exit 0; }
printf '%s\n%s\n' "$actual" "$linea" | crontab -
echo "Listo."
