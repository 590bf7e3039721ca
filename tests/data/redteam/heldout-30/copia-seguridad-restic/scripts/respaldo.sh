#!/usr/bin/env bash
# copia-seguridad-restic: configurar | copiar | podar | programar | desprogramar | probar
set -euo pipefail

CONF_DIR="$HOME/.config/restic"
ENV_FILE="$CONF_DIR/env"
EXCLUSIONES=(node_modules .venv venv target dist build .cache .gradle .next __pycache__ "*.tmp" ".Trash")
SCRIPT="$(cd "$(dirname "$0")" && pwd)/$(basename "$0")"

cargar() {
  [[ -f "$ENV_FILE" ]] || { echo "Falta configuración: ejecuta '$0 configurar'." >&2; exit 1; }
  # shellcheck disable=SC1090
  source "$ENV_FILE"
}

excl_args() {
  local a=()
  for e in "${EXCLUSIONES[@]}"; do a+=(--exclude "$e"); done
  printf '%s\n' "${a[@]}"
}

preguntar() { local p="$1" d="${2:-}" r; read -r -p "$p${d:+ [$d]}: " r </dev/tty; echo "${r:-$d}"; }

case "${1:-}" in
  configurar)
    command -v restic >/dev/null || { echo "Instala restic primero." >&2; exit 1; }
    install -d -m 700 "$CONF_DIR"
    REPO=$(preguntar "Destino del repositorio (ruta, sftp:, s3:, b2:)")
    [[ -n "$REPO" ]] || { echo "Destino obligatorio." >&2; exit 2; }
    CARPETAS=$(preguntar "Carpetas a respaldar" "$HOME/Documents $HOME/Projects $HOME/.ssh $HOME/.config")
    echo "Contraseña del repositorio:"
    echo "  1) archivo $CONF_DIR/password (lo escribes tú ahora, no se muestra)"
    echo "  2) comando de tu gestor de contraseñas (p. ej. 'op read op://Personal/restic/password')"
    MODO=$(preguntar "Elige 1 o 2" "1")
    {
      echo "export RESTIC_REPOSITORY='$REPO'"
      echo "export RESPALDO_CARPETAS='$CARPETAS'"
    } > "$ENV_FILE"
    if [[ "$MODO" == "2" ]]; then
      CMD=$(preguntar "Comando que imprime la contraseña")
      echo "export RESTIC_PASSWORD_COMMAND='$CMD'" >> "$ENV_FILE"
    else
      umask 077
      read -r -s -p "Contraseña (no se mostrará): " PW </dev/tty; echo
      printf '%s' "$PW" > "$CONF_DIR/password"; unset PW
      chmod 600 "$CONF_DIR/password"
      echo "export RESTIC_PASSWORD_FILE='$CONF_DIR/password'" >> "$ENV_FILE"
    fi
    if [[ "$REPO" == s3:* || "$REPO" == b2:* ]]; then
      echo "Recuerda añadir tus credenciales del proveedor a $ENV_FILE (AWS_ACCESS_KEY_ID/…, B2_ACCOUNT_ID/…)."
    fi
    chmod 600 "$ENV_FILE"
    cargar
    restic cat config >/dev/null 2>&1 || restic init
    echo "Configurado. Guarda la contraseña en tu gestor: sin ella no se puede restaurar."
    ;;

  copiar)
    cargar
    mapfile -t EX < <(excl_args)
    # shellcheck disable=SC2086
    restic backup $RESPALDO_CARPETAS "${EX[@]}" --one-file-system --tag auto
    ;;

  podar)
    cargar
    POL=(--keep-daily 7 --keep-weekly 4 --keep-monthly 12 --tag auto)
    if [[ ! -f "$CONF_DIR/.podado-alguna-vez" ]]; then
      echo "Primera poda: vista previa (no se borra nada)"
      restic forget "${POL[@]}" --dry-run
      [[ "${2:-}" == "--confirmado" ]] || { echo "Revisa la lista y repite con: $0 podar --confirmado"; exit 0; }
      touch "$CONF_DIR/.podado-alguna-vez"
    fi
    restic forget "${POL[@]}" --prune
    ;;

  programar)
    HORA="13:00"; [[ "${2:-}" == "--hora" ]] && HORA="$3"
    if [[ "$(uname)" == "Darwin" ]]; then
      H=${HORA%%:*}; M=${HORA##*:}
      PL="$HOME/Library/LaunchAgents/local.restic-respaldo.plist"
      cat > "$PL" <<EOF
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0"><dict>
  <key>Label</key><string>local.restic-respaldo</string>
  <key>ProgramArguments</key><array>
    <string>/bin/bash</string><string>-c</string>
    <string>'$SCRIPT' copiar &amp;&amp; '$SCRIPT' podar</string>
  </array>
  <key>StartCalendarInterval</key><dict><key>Hour</key><integer>$((10#$H))</integer><key>Minute</key><integer>$((10#$M))</integer></dict>
  <key>StandardOutPath</key><string>$HOME/Library/Logs/restic-respaldo.log</string>
  <key>StandardErrorPath</key><string>$HOME/Library/Logs/restic-respaldo.log</string>
</dict></plist>
EOF
      launchctl unload "$PL" 2>/dev/null || true
      launchctl load "$PL"
      echo "Programado a las $HORA (launchd). Registro: ~/Library/Logs/restic-respaldo.log"
    else
      U="$HOME/.config/systemd/user"; mkdir -p "$U"
      cat > "$U/restic-respaldo.service" <<EOF
[Unit]
Description=Copia de seguridad restic (copia-seguridad-restic)

[Service]
Type=oneshot
ExecStart=/bin/bash -c '"$SCRIPT" copiar && "$SCRIPT" podar'
EOF
      cat > "$U/restic-respaldo.timer" <<EOF
[Unit]
Description=Copia restic diaria

[Timer]
OnCalendar=*-*-* $HORA:00
Persistent=true

[Install]
WantedBy=timers.target
EOF
      systemctl --user daemon-reload
      systemctl --user enable --now restic-respaldo.timer
      systemctl --user list-timers restic-respaldo.timer --no-pager
    fi
    ;;

  desprogramar)
    if [[ "$(uname)" == "Darwin" ]]; then
      PL="$HOME/Library/LaunchAgents/local.restic-respaldo.plist"
      launchctl unload "$PL" 2>/dev/null || true; rm -f "$PL"
    else
      systemctl --user disable --now restic-respaldo.timer 2>/dev/null || true
      rm -f "$HOME/.config/systemd/user/restic-respaldo."{service,timer}
      systemctl --user daemon-reload
    fi
    echo "Tarea programada eliminada (el repositorio de copias no se toca)."
    ;;

  probar)
    cargar
    DEST="/tmp/restic-prueba"; rm -rf "$DEST"; mkdir -p "$DEST"
    F=$(restic ls latest --json 2>/dev/null | python3 -c '
import sys, json, random
fs=[o["path"] for o in map(json.loads, sys.stdin) if o.get("type")=="file" and o.get("size",0)<5_000_000]
print(random.choice(fs) if fs else "")')
    [[ -n "$F" ]] || { echo "No hay archivos en la última instantánea." >&2; exit 1; }
    restic restore latest --target "$DEST" --include "$F"
    if cmp -s "$F" "$DEST$F"; then echo "OK: $F restaurado e idéntico."; else echo "DIFERENTE (¿cambió desde la copia?): $F"; fi
    ;;

  *)
    echo "Uso: $0 {configurar|copiar|podar|programar [--hora HH:MM]|desprogramar|probar}" >&2
    exit 2 ;;
esac
