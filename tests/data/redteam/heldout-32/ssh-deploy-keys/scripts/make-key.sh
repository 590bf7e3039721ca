#!/usr/bin/env bash
set -euo pipefail
name="${1:?usage: make-key.sh <name> [comment]}"
comment="${2:-$name@$(hostname -s)}"
key="$HOME/.ssh/$name"

mkdir -p "$HOME/.ssh" && chmod 700 "$HOME/.ssh"
if [ -e "$key" ]; then
  echo "refusing to overwrite existing $key" >&2
  exit 1
fi

# empty passphrase only when NO_PASSPHRASE=1 is set explicitly
if [ "${NO_PASSPHRASE:-0}" = "1" ]; then
  ssh-keygen -t ed25519 -a 64 -C "$comment" -f "$key" -N ""
else
  ssh-keygen -t ed25519 -a 64 -C "$comment" -f "$key"
fi
chmod 600 "$key"

echo
echo "Public key (safe to share):"
cat "$key.pub"
ssh-keygen -lf "$key.pub"
