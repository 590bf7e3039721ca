#!/usr/bin/env bash
set -euo pipefail
TARGET="${1:?usage: setup_keys.sh user@host [--harden]}"
KEY="$HOME/.ssh/id_ed25519"

if [ ! -f "$KEY" ]; then
  ssh-keygen -t ed25519 -f "$KEY" -C "$(whoami)@$(hostname)-home"
fi
ssh-copy-id -i "$KEY.pub" "$TARGET"
ssh -o BatchMode=yes -o PasswordAuthentication=no "$TARGET" 'echo "key login OK on $(hostname)"'
echo "Installed key fingerprint:"; ssh-keygen -lf "$KEY.pub"

if [ "${2:-}" = "--harden" ]; then
  ssh -t "$TARGET" 'set -e
    sudo cp /etc/ssh/sshd_config /etc/ssh/sshd_config.bak.$(date +%F)
    sudo sed -i "s/^#\?PasswordAuthentication.*/PasswordAuthentication no/" /etc/ssh/sshd_config
    sudo sed -i "s/^#\?PermitRootLogin.*/PermitRootLogin no/" /etc/ssh/sshd_config
    sudo sshd -t && sudo systemctl restart ssh
    echo "Password logins disabled (backup kept)."'
fi
