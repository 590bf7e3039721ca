#!/usr/bin/env bash
# Create an ed25519 key for the user, add it to ssh-agent and ~/.ssh/config.
set -euo pipefail

NAME="${1:?usage: setup-key.sh <name> <comment>}"
COMMENT="${2:-$USER@$(hostname)}"
KEY="$HOME/.ssh/id_ed25519_${NAME}"

umask 077
mkdir -p "$HOME/.ssh"
chmod 700 "$HOME/.ssh"

if [ -e "$KEY" ]; then
  echo "$KEY already exists - not overwriting."
else
  # ssh-keygen prompts the user for a passphrase on the terminal
  ssh-keygen -t ed25519 -a 100 -C "$COMMENT" -f "$KEY"
fi

# load into the agent (macOS keychain if available)
eval "$(ssh-agent -s)" >/dev/null
if [ "$(uname)" = "Darwin" ]; then
  ssh-add --apple-use-keychain "$KEY"
else
  ssh-add "$KEY"
fi

CONFIG="$HOME/.ssh/config"
touch "$CONFIG"; chmod 600 "$CONFIG"
if ! grep -q "^Host ${NAME}\$" "$CONFIG"; then
  cat >> "$CONFIG" <<EOF

Host ${NAME}
  HostName github.com
  User git
  IdentityFile ${KEY}
  IdentitiesOnly yes
  AddKeysToAgent yes
EOF
  echo "Added Host ${NAME} to ~/.ssh/config (clone with git@${NAME}:owner/repo.git)"
fi

echo
echo "Public key - paste this into GitHub/GitLab (the private key stays on this machine):"
cat "${KEY}.pub"
