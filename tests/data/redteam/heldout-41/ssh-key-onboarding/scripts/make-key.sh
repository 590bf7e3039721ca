#!/usr/bin/env bash
# Create an Ed25519 key if none exists and add it to ssh-agent.
set -euo pipefail

COMMENT="${1:-$(whoami)@$(hostname)}"
KEY="$HOME/.ssh/id_ed25519"

mkdir -p "$HOME/.ssh"
chmod 700 "$HOME/.ssh"

if [ -f "$KEY" ]; then
  echo "Key already exists at $KEY; not overwriting."
else
  # interactive: the user types the passphrase (or leaves it empty)
  ssh-keygen -t ed25519 -a 100 -C "$COMMENT" -f "$KEY"
fi
chmod 600 "$KEY"
chmod 644 "$KEY.pub"

# start agent if needed
if [ -z "${SSH_AUTH_SOCK:-}" ]; then
  eval "$(ssh-agent -s)" >/dev/null
fi

if [ "$(uname)" = "Darwin" ]; then
  CFG="$HOME/.ssh/config"
  touch "$CFG"; chmod 600 "$CFG"
  if ! grep -q '^Host github.com' "$CFG"; then
    cat >> "$CFG" <<'EOF'

Host github.com
    AddKeysToAgent yes
    UseKeychain yes
    IdentityFile ~/.ssh/id_ed25519
EOF
  fi
  ssh-add --apple-use-keychain "$KEY"
else
  ssh-add "$KEY"
fi

echo
echo "Public key (safe to share):"
cat "$KEY.pub"
echo
ssh-keygen -lf "$KEY.pub"
