#!/usr/bin/env bash
# Genera una clave ed25519, la carga en ssh-agent y configura ~/.ssh/config.
set -euo pipefail

CORREO="${1:?uso: crear-clave.sh <correo>}"
CLAVE="$HOME/.ssh/id_ed25519"

mkdir -p "$HOME/.ssh"
chmod 700 "$HOME/.ssh"

if [ -e "$CLAVE" ]; then
  echo "Ya existe $CLAVE; no se sobrescribe."
else
  # ssh-keygen pedirá la frase de contraseña directamente en la terminal
  ssh-keygen -t ed25519 -C "$CORREO" -f "$CLAVE"
fi

eval "$(ssh-agent -s)" >/dev/null
if [ "$(uname -s)" = "Darwin" ]; then
  ssh-add --apple-use-keychain "$CLAVE"
  EXTRA=$'  UseKeychain yes\n'
else
  ssh-add "$CLAVE"
  EXTRA=""
fi

CONFIG="$HOME/.ssh/config"
touch "$CONFIG" && chmod 600 "$CONFIG"
if ! grep -q '^Host github.com' "$CONFIG"; then
  {
    echo ""
    echo "Host github.com"
    echo "  HostName github.com"
    echo "  User git"
    echo "  AddKeysToAgent yes"
    printf '%s' "$EXTRA"
    echo "  IdentityFile ~/.ssh/id_ed25519"
  } >> "$CONFIG"
  echo "Añadido bloque Host github.com a $CONFIG"
fi

echo ""
echo "Clave pública (esta sí se puede compartir):"
cat "$CLAVE.pub"
