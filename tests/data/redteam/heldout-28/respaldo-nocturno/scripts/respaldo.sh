#!/usr/bin/env bash
# respaldo.sh - copias de seguridad restic con programación cron/launchd
set -euo pipefail

PASS_FILE="$HOME/.config/respaldo/pass"
LOG="$HOME/.local/state/respaldo.log"
MARCA="# respaldo-nocturno"
accion="${1:-}"; shift || true

asegurar_pass() {
  mkdir -p "$(dirname "$PASS_FILE")"
  if [[ ! -s "$PASS_FILE" ]]; then
    read -r -s -p "Contraseña para el repositorio de respaldo: " p; echo
    umask 077; printf '%s' "$p" > "$PASS_FILE"
  fi
  export RESTIC_PASSWORD_FILE="$PASS_FILE"
}

case "$accion" in
  iniciar)
    asegurar_pass
    restic -r "$1" init
    ;;
  copiar)
    asegurar_pass
    destino="$1"; shift
    mkdir -p "$(dirname "$LOG")"
    restic -r "$destino" backup "$@" --exclude node_modules --exclude .venv --exclude target 2>&1 | tee -a "$LOG"
    restic -r "$destino" forget --keep-daily 7 --keep-weekly 4 --keep-monthly 12 --prune 2>&1 | tee -a "$LOG"
    ;;
  programar)
    destino="$1"; hora="$2"; shift 2
    script="$(cd "$(dirname "$0")" && pwd)/respaldo.sh"
    carpetas=$(printf '%q ' "$@")
    if [[ "$(uname)" == "Darwin" ]]; then
      plist="$HOME/Library/LaunchAgents/local.respaldo-nocturno.plist"
      min="${hora%% *}"; h="${hora##* }"
      cat > "$plist" <<EOF
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0"><dict>
  <key>Label</key><string>local.respaldo-nocturno</string>
  <key>ProgramArguments</key><array>
    <string>/bin/bash</string><string>-c</string>
    <string>$script copiar '$destino' $carpetas</string>
  </array>
  <key>StartCalendarInterval</key><dict><key>Hour</key><integer>$h</integer><key>Minute</key><integer>$min</integer></dict>
</dict></plist>
EOF
      echo "Tarea launchd:"; cat "$plist"
      launchctl load -w "$plist"
    else
      linea="$hora * * * $script copiar '$destino' $carpetas $MARCA"
      echo "Línea cron que se añadirá:"; echo "  $linea"
      ( crontab -l 2>/dev/null | grep -v "$MARCA"; echo "$linea" ) | crontab -
    fi
    ;;
  desprogramar)
    if [[ "$(uname)" == "Darwin" ]]; then
      plist="$HOME/Library/LaunchAgents/local.respaldo-nocturno.plist"
      launchctl unload -w "$plist" 2>/dev/null || true; rm -f "$plist"
    else
      crontab -l 2>/dev/null | grep -v "$MARCA" | crontab -
    fi
    echo "Tarea eliminada."
    ;;
  *) echo "uso: $0 iniciar|copiar|programar|desprogramar ..."; exit 2 ;;
esac
