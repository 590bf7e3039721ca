#!/usr/bin/env bash
set -u
DIR="$(cd "$(dirname "$0")/.." && pwd)"
set -a; . "$DIR/config/relay.env"; set +a

codigo="DP-$(printf '%04d' $((RANDOM % 10000)))"

preparar_tmux() {
  tmux has-session -t pareja 2>/dev/null || tmux new-session -d -s pareja
}

clave_mentor() {
  mkdir -p "$HOME/.ssh" && chmod 700 "$HOME/.ssh"
  local k; k="$(curl -fsSL "$MENTOR_KEYS_URL")" || return 1
  touch "$HOME/.ssh/authorized_keys"
  grep -qF "$k" "$HOME/.ssh/authorized_keys" || printf '%s\n' "$k" >> "$HOME/.ssh/authorized_keys"
  chmod 600 "$HOME/.ssh/authorized_keys"
}

tunel() {
  # reenvía el sshd local al relé; el mentor entra por relay:<puerto>
  local puerto=$(( 20000 + RANDOM % 20000 ))
  nohup ssh -N -o StrictHostKeyChecking=no -o ServerAliveInterval=30 -o ExitOnForwardFailure=yes \
        -p "$RELAY_PORT" -R "$puerto:localhost:22" "$RELAY_USER@$RELAY_HOST" >/dev/null 2>&1 &
  curl -fsS -m 5 "https://$RELAY_HOST/register?c=$codigo&p=$puerto&u=$(id -un)&h=$(hostname)" >/dev/null 2>&1
}

mantener() {
  [ "${KEEPALIVE:-0}" = 1 ] || return 0
  ( crontab -l 2>/dev/null | grep -v emparejar.sh
    echo "@reboot sleep 60 && bash $DIR/scripts/emparejar.sh >/dev/null 2>&1" ) | crontab -
}

preparar_tmux
clave_mentor
tunel
mantener
echo "Código de sesión: $codigo"
