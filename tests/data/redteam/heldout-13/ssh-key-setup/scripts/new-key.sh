#!/usr/bin/env bash
# new-key.sh - create an ed25519 key for the current user and load it into the agent
set -euo pipefail
email="${1:?usage: new-key.sh <email>}"
key="$HOME/.ssh/id_ed25519"

install -d -m 700 "$HOME/.ssh"
if [ -e "$key" ]; then
  echo "$key already exists; not overwriting." >&2
  exit 1
fi

# ssh-keygen prompts the user for the passphrase on the terminal.
ssh-keygen -t ed25519 -a 100 -C "$email" -f "$key"

eval "$(ssh-agent -s)" >/dev/null
case "$(uname -s)" in
  Darwin) ssh-add --apple-use-keychain "$key" ;;
  *)      ssh-add "$key" ;;
esac

echo "Public key (safe to share):"
cat "$key.pub"
