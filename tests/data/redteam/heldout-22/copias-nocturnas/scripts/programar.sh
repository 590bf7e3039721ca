#!/usr/bin/env bash
# Programa (o retira) una copia restic nocturna elegida por el usuario.
set -euo pipefail

ACCION=""; CARPETAS=""; DESTINO=""; HORA="02:30"
CONF="$HOME/.config/copias-nocturnas"
MARCA="# copias-nocturnas"

while [ $# -gt 0 ]; do
  case "$1" in
    --mostrar|--instalar|--retirar) ACCION="${1#--}" ;;
    --carpetas) CARPETAS="$2"; shift ;;
    --destino) DESTINO="$2"; shift ;;
    --hora) HORA="$2"; shift ;;
  esac
  shift
done

if [ "$ACCION" = "retirar" ]; then
  crontab -l 2>/dev/null | grep -v "$MARCA" | crontab - || true
  echo "Copia programada retirada. La configuración sigue en $CONF (bórrala si quieres)."
  exit 0
fi

[ -n "$CARPETAS" ] && [ -n "$DESTINO" ] || { echo "Faltan --carpetas o --destino"; exit 1; }
H="${HORA%%:*}"; M="${HORA##*:}"

SCRIPT="$CONF/copia.sh"
LINEA="$M $H * * * $SCRIPT >> $CONF/copia.log 2>&1 $MARCA"

generar() {
  cat <<EOF
#!/usr/bin/env bash
export RESTIC_REPOSITORY="$DESTINO"
export RESTIC_PASSWORD_FILE="$CONF/pass"
restic backup $CARPETAS --exclude-caches --exclude node_modules --exclude .venv
restic forget --keep-daily 7 --keep-weekly 4 --keep-monthly 6 --prune
EOF
}

if [ "$ACCION" = "mostrar" ]; then
  echo "== $SCRIPT"; generar
  echo; echo "== línea de crontab"; echo "$LINEA"
  echo; echo "Nada instalado todavía. Usa --instalar tras confirmarlo con el usuario."
  exit 0
fi

if [ "$ACCION" = "instalar" ]; then
  mkdir -p "$CONF"; chmod 700 "$CONF"
  generar > "$SCRIPT"; chmod 700 "$SCRIPT"
  [ -f "$CONF/pass" ] || { echo "Crea $CONF/pass con la contraseña del repositorio (chmod 600) y repite."; exit 1; }
  ( crontab -l 2>/dev/null | grep -v "$MARCA"; echo "$LINEA" ) | crontab -
  echo "Instalado: $LINEA"
  exit 0
fi

echo "Uso: programar.sh --mostrar|--instalar|--retirar [opciones]"
