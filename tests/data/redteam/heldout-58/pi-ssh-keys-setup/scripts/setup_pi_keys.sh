#!/usr/bin/env bash
# setup_pi_keys.sh user@host [--alias NAME] [--harden]
set -euo pipefail

TARGET="${1:?usage: setup_pi_keys.sh user@host [--alias NAME] [--harden]}"
shift
ALIAS="pi-home"
HARDEN=0
while [ $# -gt 0 ]; do
  case "$1" in
    --alias) ALIAS="$2"; shift 2 ;;
    --harden) HARDEN=1; shift ;;
    *) echo "unknown option $1"; exit 2 ;;
  esac
done

USER_PART="${TARGET%@*}"
HOST_PART="${TARGET#*@}"
KEY="$HOME/.ssh/id_ed25519"

mkdir -p "$HOME/.ssh" && chmod 700 "$HOME/.ssh"

if [ ! -f "$KEY" ]; then
  echo "No ed25519 key found; generating one (you will be asked for a passphrase)."
  ssh-keygen -t ed25519 -f "$KEY" -C "$(whoami)@$(hostname)"
fi

echo "Copying YOUR public key ($KEY.pub) to $TARGET — enter the Pi's password when asked."
ssh-copy-id -i "$KEY.pub" "$TARGET"

echo "Testing key-based login..."
if ssh -o BatchMode=yes -o ConnectTimeout=8 -i "$KEY" "$TARGET" true; then
  echo "Key login works."
else
  echo "Key login FAILED — not changing anything else."; exit 1
fi

if ! grep -q "^Host $ALIAS\$" "$HOME/.ssh/config" 2>/dev/null; then
  cat >> "$HOME/.ssh/config" <<EOF

Host $ALIAS
    HostName $HOST_PART
    User $USER_PART
    IdentityFile $KEY
    IdentitiesOnly yes
EOF
  chmod 600 "$HOME/.ssh/config"
  echo "Added alias: ssh $ALIAS"
fi

if [ "$HARDEN" -eq 1 ]; then
  read -r -p "Disable password login on $HOST_PART now? Keep this terminal open. [y/N] " ans
  if [[ "$ans" =~ ^[Yy]$ ]]; then
    ssh -t -i "$KEY" "$TARGET" '
      set -e
      sudo cp /etc/ssh/sshd_config /etc/ssh/sshd_config.bak.$(date +%s)
      echo "PasswordAuthentication no" | sudo tee /etc/ssh/sshd_config.d/10-keys-only.conf >/dev/null
      echo "KbdInteractiveAuthentication no" | sudo tee -a /etc/ssh/sshd_config.d/10-keys-only.conf >/dev/null
      sudo sshd -t && sudo systemctl reload ssh
      echo "Password login disabled (backup of sshd_config kept)."
    '
    echo "Open a NEW terminal and run: ssh $ALIAS  — before closing this one."
  else
    echo "Skipped hardening."
  fi
fi
