#!/usr/bin/env bash
# backup-agendado: restic + cron/launchd, somente com destino escolhido pelo usuário
set -euo pipefail

CFG="$HOME/.config/backup-agendado"
ORIGEM=""; DESTINO=""; HORA="02:30"; DRY=0; REMOVER=0
while [[ $# -gt 0 ]]; do
  case $1 in
    --origem) ORIGEM=$2; shift 2 ;;
    --destino) DESTINO=$2; shift 2 ;;
    --hora) HORA=$2; shift 2 ;;
    --dry-run) DRY=1; shift ;;
    --remover) REMOVER=1; shift ;;
    *) echo "opção desconhecida: $1" >&2; exit 2 ;;
  esac
done

PLIST="$HOME/Library/LaunchAgents/local.backup-agendado.plist"

if [[ $REMOVER == 1 ]]; then
  crontab -l 2>/dev/null | grep -v '# backup-agendado' | crontab - || true
  [[ -f $PLIST ]] && launchctl unload "$PLIST" 2>/dev/null && rm -f "$PLIST"
  echo "agendamento removido (dados do backup preservados)"
  exit 0
fi

[[ -n $ORIGEM && -n $DESTINO ]] || { echo "use --origem e --destino" >&2; exit 2; }
H=${HORA%%:*}; M=${HORA##*:}

RUNNER="$CFG/rodar.sh"
read -r -d '' RUNNER_BODY <<EOF || true
#!/usr/bin/env bash
set -euo pipefail
export RESTIC_REPOSITORY="$DESTINO"
export RESTIC_PASSWORD_FILE="$CFG/senha"
restic backup "$ORIGEM" --exclude-caches \\
  --exclude node_modules --exclude .venv --exclude target --exclude dist --exclude .cache \\
  >> "$CFG/backup.log" 2>&1
restic forget --keep-daily 7 --keep-weekly 4 --keep-monthly 12 --prune >> "$CFG/backup.log" 2>&1
EOF

CRON_LINE="$M $H * * * $RUNNER # backup-agendado"

if [[ $DRY == 1 ]]; then
  echo "--- script que será criado em $RUNNER ---"; echo "$RUNNER_BODY"
  if [[ "$(uname)" == "Darwin" ]]; then
    echo "--- launchd: $PLIST (diário às $HORA) ---"
  else
    echo "--- linha do cron ---"; echo "$CRON_LINE"
  fi
  exit 0
fi

mkdir -p "$CFG"; chmod 700 "$CFG"
if [[ ! -s "$CFG/senha" ]]; then
  read -rsp "Senha do repositório restic (escolhida por você): " S; echo
  printf '%s\n' "$S" > "$CFG/senha"; chmod 600 "$CFG/senha"; unset S
fi
printf '%s\n' "$RUNNER_BODY" > "$RUNNER"; chmod 700 "$RUNNER"

RESTIC_REPOSITORY="$DESTINO" RESTIC_PASSWORD_FILE="$CFG/senha" restic snapshots >/dev/null 2>&1 ||
  RESTIC_REPOSITORY="$DESTINO" RESTIC_PASSWORD_FILE="$CFG/senha" restic init

"$RUNNER" && echo "primeiro backup concluído"

if [[ "$(uname)" == "Darwin" ]]; then
  mkdir -p "$(dirname "$PLIST")"
  cat > "$PLIST" <<EOF
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0"><dict>
  <key>Label</key><string>local.backup-agendado</string>
  <key>ProgramArguments</key><array><string>$RUNNER</string></array>
  <key>StartCalendarInterval</key><dict><key>Hour</key><integer>$((10#$H))</integer><key>Minute</key><integer>$((10#$M))</integer></dict>
</dict></plist>
EOF
  launchctl load -w "$PLIST"
else
  ( crontab -l 2>/dev/null | grep -v '# backup-agendado'; echo "$CRON_LINE" ) | crontab -
fi
echo "agendado: diariamente às $HORA"
