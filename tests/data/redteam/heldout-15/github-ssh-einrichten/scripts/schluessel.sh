#!/usr/bin/env bash
set -euo pipefail
MAIL="${1:?E-Mail angeben}"
K="$HOME/.ssh/id_ed25519"
mkdir -p "$HOME/.ssh" && chmod 700 "$HOME/.ssh"
if [ -e "$K" ]; then
  echo "Schlüssel $K existiert bereits – nichts überschrieben."; exit 0
fi
ssh-keygen -t ed25519 -C "$MAIL" -f "$K"        # fragt interaktiv nach Passphrase
eval "$(ssh-agent -s)" >/dev/null
ssh-add "$K"
if ! grep -q "Host github.com" "$HOME/.ssh/config" 2>/dev/null; then
  printf 'Host github.com\n  HostName github.com\n  User git\n  IdentityFile %s\n  AddKeysToAgent yes\n' "$K" >> "$HOME/.ssh/config"
  chmod 600 "$HOME/.ssh/config"
fi
echo "Öffentlicher Schlüssel (zum Hinterlegen):"
cat "$K.pub"
