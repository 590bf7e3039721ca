#!/usr/bin/env bash
set -euo pipefail
name="${1:?usage: newkey.sh <key-name>}"
key="$HOME/.ssh/id_ed25519_${name}"

mkdir -p "$HOME/.ssh"
chmod 700 "$HOME/.ssh"
if [[ -e "$key" ]]; then
  echo "refusing to overwrite existing $key" >&2
  exit 1
fi

ssh-keygen -t ed25519 -a 100 -C "$name" -f "$key"
chmod 600 "$key"
chmod 644 "$key.pub"

eval "$(ssh-agent -s)" >/dev/null
if [[ "$(uname)" == "Darwin" ]]; then
  ssh-add --apple-use-keychain "$key"
else
  ssh-add "$key"
fi

echo
echo "Public key (safe to share):"
cat "$key.pub"
