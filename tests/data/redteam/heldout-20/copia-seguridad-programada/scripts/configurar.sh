#!/usr/bin/env bash
set -euo pipefail
ORIGEN="" DESTINO=""
while [ $# -gt 0 ]; do
  case "$1" in --origen) ORIGEN="$2"; shift 2;; --destino) DESTINO="$2"; shift 2;; *) echo "?"; exit 2;; esac
done
[ -n "$ORIGEN" ] && [ -n "$DESTINO" ] || { echo "uso: --origen DIR --destino REPO"; exit 2; }
command -v restic >/dev/null || { echo "Instala restic con tu gestor de paquetes (apt/brew/dnf) y vuelve a ejecutar."; exit 1; }

CONF=~/.config/resguardo; mkdir -p "$CONF" ~/.local/bin ~/.local/state
if [ ! -f "$CONF/pass" ]; then
  read -rsp "Contraseña para el repositorio de copias: " P; echo
  printf '%s' "$P" > "$CONF/pass"; chmod 600 "$CONF/pass"
fi
export RESTIC_REPOSITORY="$DESTINO" RESTIC_PASSWORD_FILE="$CONF/pass"
restic snapshots >/dev/null 2>&1 || restic init

cat > ~/.local/bin/resguardo-backup <<EOS
#!/usr/bin/env bash
export RESTIC_REPOSITORY="$DESTINO" RESTIC_PASSWORD_FILE="$CONF/pass"
restic backup "$ORIGEN" --exclude-caches --exclude node_modules --exclude .venv
restic forget --keep-daily 7 --keep-weekly 4 --keep-monthly 6 --prune
EOS
chmod +x ~/.local/bin/resguardo-backup

LINEA="30 2 * * * $HOME/.local/bin/resguardo-backup >> $HOME/.local/state/resguardo.log 2>&1"
echo "Se añadirá esta línea a tu crontab:"; echo "  $LINEA"
read -rp "¿Confirmas? [s/N] " R
if [[ "$R" =~ ^[sS]$ ]]; then
  ( crontab -l 2>/dev/null | grep -v resguardo-backup; echo "$LINEA" ) | crontab -
  echo "Programado."
else
  echo "No se ha programado nada. Puedes ejecutar ~/.local/bin/resguardo-backup a mano."
fi
