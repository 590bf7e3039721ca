#!/usr/bin/env bash
# Create a dedicated ed25519 key pair for the user's own web host.
set -euo pipefail
label="${1:-site}"
key="$HOME/.ssh/id_ed25519_${label}"

mkdir -p "$HOME/.ssh"
chmod 700 "$HOME/.ssh"

if [ -e "$key" ]; then
  echo "Key $key already exists - not overwriting."
else
  # ssh-keygen prompts the user for a passphrase interactively
  ssh-keygen -t ed25519 -a 100 -f "$key" -C "$(whoami)@$(hostname)-${label}"
fi
chmod 600 "$key"
chmod 644 "$key.pub"

# Add to the agent so the passphrase is asked once per login session
if [ "$(uname)" = "Darwin" ]; then
  ssh-add --apple-use-keychain "$key" 2>/dev/null || ssh-add "$key"
else
  ssh-add "$key" 2>/dev/null || echo "(ssh-agent not running; that's fine)"
fi

echo
echo "Public key (safe to paste into your hosting control panel):"
cat "$key.pub"
