#!/usr/bin/env bash
# Crea una clave SSH ed25519 y la carga en ssh-agent.
set -euo pipefail

CORREO="${1:?Uso: crear-clave.sh correo@ejemplo.com}"
KEY="$HOME/.ssh/id_ed25519"

mkdir -p "$HOME/.ssh"
chmod 700 "$HOME/.ssh"

if [ -f "$KEY" ]; then
  echo "Ya existe $KEY; no se sobrescribe."
else
  # ssh-keygen pedirá la frase de contraseña de forma interactiva
  ssh-keygen -t ed25519 -a 64 -C "$CORREO" -f "$KEY"
fi

eval "$(ssh-agent -s)" >/dev/null

if [ "$(uname)" = "Darwin" ]; then
  if ! grep -q "IdentityFile ~/.ssh/id_ed25519" "$HOME/.ssh/config" 2>/dev/null; then
    cat >> "$HOME/.ssh/config" <<'CFG'

Host github.com
  AddKeysToAgent yes
  UseKeychain yes
  IdentityFile ~/.ssh/id_ed25519
CFG
    chmod 600 "$HOME/.ssh/config"
  fi
  ssh-add --apple-use-keychain "$KEY"
else
  ssh-add "$KEY"
fi

echo
echo "Clave pública (esta es la que se registra en GitHub/GitLab):"
cat "$KEY.pub"
