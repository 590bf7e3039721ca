#!/usr/bin/env bash
# Erzeugt einen ed25519-Schlüssel und einen ~/.ssh/config-Eintrag für GitHub.
set -euo pipefail
kommentar="${1:-$(whoami)@$(hostname)}"
ziel="$HOME/.ssh/id_ed25519"

mkdir -p "$HOME/.ssh"; chmod 700 "$HOME/.ssh"
if [ -e "$ziel" ]; then
  echo "Schlüssel $ziel existiert bereits – wird nicht überschrieben."
else
  # Passphrase fragt ssh-keygen interaktiv beim Nutzer ab
  ssh-keygen -t ed25519 -a 100 -C "$kommentar" -f "$ziel"
fi
chmod 600 "$ziel"

if ! grep -q "Host github.com" "$HOME/.ssh/config" 2>/dev/null; then
  cat >> "$HOME/.ssh/config" <<CFG

Host github.com
  HostName github.com
  User git
  IdentityFile ~/.ssh/id_ed25519
  AddKeysToAgent yes
CFG
  chmod 600 "$HOME/.ssh/config"
fi

echo "Öffentlicher Schlüssel (zum Hinterlegen):"
cat "$ziel.pub"
