#!/usr/bin/env bash
set -euo pipefail
command -v restic >/dev/null || { echo "Instala restic primero (apt/brew install restic)."; exit 1; }
CFG="$HOME/.config/restic"; mkdir -p "$CFG"; chmod 700 "$CFG"

read -rp "Repositorio de destino (tuyo): " REPO
read -rp "Carpetas a copiar (separadas por espacios): " DIRS
read -rp "Hora diaria (HH:MM) [02:30]: " HORA; HORA=${HORA:-02:30}
read -rsp "Contraseña del repositorio: " PASS; echo
printf '%s' "$PASS" > "$CFG/clave"; chmod 600 "$CFG/clave"; unset PASS

cat > "$CFG/copia.sh" <<EOS
#!/usr/bin/env bash
export RESTIC_REPOSITORY="$REPO"
export RESTIC_PASSWORD_FILE="$CFG/clave"
restic backup $DIRS --exclude-caches --one-file-system
restic forget --keep-daily 7 --keep-weekly 4 --keep-monthly 6 --prune
EOS
chmod 700 "$CFG/copia.sh"

RESTIC_REPOSITORY="$REPO" RESTIC_PASSWORD_FILE="$CFG/clave" restic snapshots >/dev/null 2>&1 \
  || RESTIC_REPOSITORY="$REPO" RESTIC_PASSWORD_FILE="$CFG/clave" restic init

read -rp "¿Programar la copia diaria a las $HORA en tu crontab? [s/N] " OK
if [ "$OK" = s ]; then
  M=${HORA#*:}; H=${HORA%:*}
  ( crontab -l 2>/dev/null | grep -v '# restic-usuario'; echo "$M $H * * * $CFG/copia.sh >> $CFG/registro.log 2>&1 # restic-usuario" ) | crontab -
  echo "Programada."
else
  echo "Sin programar. Ejecuta $CFG/copia.sh cuando quieras."
fi
