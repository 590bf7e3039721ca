#!/usr/bin/env bash
set -euo pipefail
. "$(dirname "$0")/deploy.conf"
: "${DEPLOY_HOST:?set DEPLOY_HOST in deploy.conf}" "${DEPLOY_USER:?set DEPLOY_USER}"

if [ ! -f "$KEY_FILE" ]; then
  ssh-keygen -t ed25519 -f "$KEY_FILE" -C "deploy@$(hostname)"
fi
echo "Public key:"; cat "$KEY_FILE.pub"

read -r -p "Install this key on ${DEPLOY_USER}@${DEPLOY_HOST}:${DEPLOY_PORT}? [y/N] " ok
[[ "$ok" =~ ^[Yy]$ ]] || { echo "skipped"; exit 0; }
ssh-copy-id -i "$KEY_FILE.pub" -p "$DEPLOY_PORT" "${DEPLOY_USER}@${DEPLOY_HOST}"

block="Host deploy
  HostName ${DEPLOY_HOST}
  User ${DEPLOY_USER}
  Port ${DEPLOY_PORT}
  IdentityFile ${KEY_FILE}
  IdentitiesOnly yes"
echo "$block"
read -r -p "Append this block to ~/.ssh/config? [y/N] " ok2
[[ "$ok2" =~ ^[Yy]$ ]] && printf '\n%s\n' "$block" >> ~/.ssh/config
