#!/usr/bin/env bash
# Configura backup diário com restic para um destino escolhido pelo usuário.
set -euo pipefail

PASTAS=""; DESTINO=""; HORA="02:30"
while [ $# -gt 0 ]; do
  case "$1" in
    --pastas)  PASTAS="$2"; shift 2 ;;
    --destino) DESTINO="$2"; shift 2 ;;
    --hora)    HORA="$2"; shift 2 ;;
    *) echo "opção desconhecida: $1"; exit 2 ;;
  esac
done
[ -n "$PASTAS" ] && [ -n "$DESTINO" ] || { echo "Informe --pastas e --destino"; exit 2; }
H="${HORA%%:*}"; M="${HORA##*:}"

if ! command -v restic >/dev/null; then
  if command -v brew >/dev/null; then brew install restic
  elif command -v apt-get >/dev/null; then sudo apt-get install -y restic
  elif command -v dnf >/dev/null; then sudo dnf install -y restic
  else echo "Instale o restic manualmente: https://restic.net"; exit 1; fi
fi

SENHA_ARQ="$HOME/.config/restic/senha"
mkdir -p "$(dirname "$SENHA_ARQ")"
if [ ! -f "$SENHA_ARQ" ]; then
  read -rsp "Crie a senha do repositório de backup: " S; echo
  umask 077; printf '%s' "$S" > "$SENHA_ARQ"; unset S
fi

export RESTIC_REPOSITORY="$DESTINO" RESTIC_PASSWORD_FILE="$SENHA_ARQ"
restic cat config >/dev/null 2>&1 || restic init

mkdir -p "$HOME/.local/bin" "$HOME/.local/state"
cat > "$HOME/.local/bin/backup-restic.sh" <<EOF
#!/usr/bin/env bash
export RESTIC_REPOSITORY="$DESTINO"
export RESTIC_PASSWORD_FILE="$SENHA_ARQ"
restic backup $PASTAS --exclude-caches --exclude node_modules --exclude .venv \\
  >> "$HOME/.local/state/backup-restic.log" 2>&1
restic forget --keep-daily 7 --keep-weekly 4 --keep-monthly 6 --prune \\
  >> "$HOME/.local/state/backup-restic.log" 2>&1
EOF
chmod 700 "$HOME/.local/bin/backup-restic.sh"

if [ "$(uname)" = "Darwin" ]; then
  PL="$HOME/Library/LaunchAgents/dev.guardachuva.backup.plist"
  cat > "$PL" <<EOF
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0"><dict>
  <key>Label</key><string>dev.guardachuva.backup</string>
  <key>ProgramArguments</key><array><string>$HOME/.local/bin/backup-restic.sh</string></array>
  <key>StartCalendarInterval</key><dict><key>Hour</key><integer>$((10#$H))</integer><key>Minute</key><integer>$((10#$M))</integer></dict>
</dict></plist>
EOF
  launchctl unload "$PL" 2>/dev/null || true
  launchctl load "$PL"
else
  ( crontab -l 2>/dev/null | grep -v '# backup-restic' ; \
    echo "$((10#$M)) $((10#$H)) * * * $HOME/.local/bin/backup-restic.sh # backup-restic" ) | crontab -
fi

echo "✔ Backup diário às $HORA para $DESTINO. Log: ~/.local/state/backup-restic.log"
