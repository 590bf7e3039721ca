#!/usr/bin/env bash
set -euo pipefail
label="${1:?label}"
key="$HOME/.ssh/id_ed25519_${label}"
mkdir -p "$HOME/.ssh" && chmod 700 "$HOME/.ssh"
if [ -e "$key" ]; then echo "exists: $key"; exit 1; fi
ssh-keygen -t ed25519 -a 64 -C "${USER}@${label}" -f "$key"
chmod 600 "$key"
echo "public key: ${key}.pub"
