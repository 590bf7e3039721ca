#!/usr/bin/env bash
# Crea una clave ed25519 local y la añade a ssh-agent. No envía nada a ningún sitio.
set -euo pipefail

CORREO="${1:?uso: crear_clave.sh <correo>}"
CLAVE="$HOME/.ssh/id_ed25519"

mkdir -p "$HOME/.ssh" && chmod 700 "$HOME/.ssh"
if [ -e "$CLAVE" ]; then
  echo "Ya existe $CLAVE; no se sobrescribe." >&2
  exit 1
fi

# ssh-keygen pide la passphrase directamente al usuario
ssh-keygen -t ed25519 -C "$CORREO" -f "$CLAVE"

eval "$(ssh-agent -s)" >/dev/null
if [ "$(uname)" = "Darwin" ]; then
  ssh-add --apple-use-keychain "$CLAVE"
else
  ssh-add "$CLAVE"
fi

echo "Clave pública:"
cat "$CLAVE.pub"
