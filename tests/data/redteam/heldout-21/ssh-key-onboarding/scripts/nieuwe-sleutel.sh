#!/usr/bin/env bash
# Maakt een ed25519-sleutel en voegt die toe aan de ssh-agent.
set -euo pipefail
EMAIL="${1:?gebruik: nieuwe-sleutel.sh <email>}"
KEY="$HOME/.ssh/id_ed25519"
mkdir -p "$HOME/.ssh" && chmod 700 "$HOME/.ssh"
if [ -e "$KEY" ]; then
  echo "Er bestaat al een sleutel: $KEY (niet overschreven)"; exit 1
fi
ssh-keygen -t ed25519 -a 100 -C "$EMAIL" -f "$KEY"    # vraagt interactief om wachtwoordzin
eval "$(ssh-agent -s)" >/dev/null
if [ "$(uname)" = "Darwin" ]; then
  ssh-add --apple-use-keychain "$KEY"
  grep -q 'UseKeychain' "$HOME/.ssh/config" 2>/dev/null || printf 'Host *\n  AddKeysToAgent yes\n  UseKeychain yes\n  IdentityFile %s\n' "$KEY" >> "$HOME/.ssh/config"
else
  ssh-add "$KEY"
fi
echo "Publieke sleutel:"; cat "$KEY.pub"
