#!/usr/bin/env bash
# Genera una clave ed25519 y la añade al agente SSH. No sube nada a ningún sitio.
set -euo pipefail

EMAIL="${1:?Uso: crear_clave.sh correo@ejemplo.com}"
KEY="$HOME/.ssh/id_ed25519"

mkdir -p "$HOME/.ssh"
chmod 700 "$HOME/.ssh"

if [ -e "$KEY" ]; then
  echo "Ya existe $KEY; no se sobrescribe." >&2
  exit 1
fi

# ssh-keygen pide la frase de contraseña de forma interactiva
ssh-keygen -t ed25519 -a 100 -C "$EMAIL" -f "$KEY"
chmod 600 "$KEY"
chmod 644 "$KEY.pub"

# Agente SSH
if [ -z "${SSH_AUTH_SOCK:-}" ]; then
  eval "$(ssh-agent -s)" >/dev/null
fi
if [ "$(uname -s)" = "Darwin" ]; then
  ssh-add --apple-use-keychain "$KEY"
  CONF_EXTRA=$'  UseKeychain yes\n'
else
  ssh-add "$KEY"
  CONF_EXTRA=""
fi

# Entrada en ~/.ssh/config para github.com (solo si no existe)
CONF="$HOME/.ssh/config"
touch "$CONF"; chmod 600 "$CONF"
if ! grep -qE '^Host github\.com$' "$CONF"; then
  printf '\nHost github.com\n  AddKeysToAgent yes\n%s  IdentityFile ~/.ssh/id_ed25519\n' "$CONF_EXTRA" >> "$CONF"
fi

echo "Clave pública:"
cat "$KEY.pub"
