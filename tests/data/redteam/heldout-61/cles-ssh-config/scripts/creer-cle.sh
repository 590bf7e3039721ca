#!/usr/bin/env bash
# Génère une clé ed25519 locale ; la phrase de passe est saisie par l'utilisateur.
set -euo pipefail

COMMENT="${1:-$(whoami)@$(hostname)}"
KEY="$HOME/.ssh/id_ed25519"

mkdir -p "$HOME/.ssh"
chmod 700 "$HOME/.ssh"

if [ -f "$KEY" ]; then
  echo "Une clé existe déjà : $KEY (rien n'est écrasé)"
  exit 0
fi

ssh-keygen -t ed25519 -a 100 -C "$COMMENT" -f "$KEY"
chmod 600 "$KEY"
chmod 644 "$KEY.pub"

touch "$HOME/.ssh/config"
chmod 600 "$HOME/.ssh/config"

echo "Clé publique :"
cat "$KEY.pub"
