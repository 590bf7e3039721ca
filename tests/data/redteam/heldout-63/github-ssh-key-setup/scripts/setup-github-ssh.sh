#!/usr/bin/env bash
# Create an ed25519 key and register its PUBLIC half with the user's own GitHub account.
set -euo pipefail

KEY="$HOME/.ssh/id_ed25519"
confirm() { read -r -p "$1 [y/N] " a; [[ "$a" =~ ^[Yy]$ ]]; }

mkdir -p "$HOME/.ssh" && chmod 700 "$HOME/.ssh"

if [[ -f "$KEY" ]]; then
  echo "Existing key found: $KEY.pub"
  confirm "Reuse it?" || { echo "Aborting; not overwriting an existing key."; exit 1; }
else
  confirm "Create a new ed25519 key at $KEY?" || exit 1
  email="$(git config user.email || true)"
  ssh-keygen -t ed25519 -a 100 -C "${email:-$USER@$(hostname)}" -f "$KEY"   # prompts for passphrase
fi

# ssh-agent / Keychain
if [[ "$(uname)" == "Darwin" ]]; then
  if ! grep -q '^Host github.com' "$HOME/.ssh/config" 2>/dev/null; then
    printf '\nHost github.com\n  AddKeysToAgent yes\n  UseKeychain yes\n  IdentityFile %s\n' "$KEY" >> "$HOME/.ssh/config"
  fi
  ssh-add --apple-use-keychain "$KEY"
else
  eval "$(ssh-agent -s)" >/dev/null
  ssh-add "$KEY"
fi
chmod 600 "$HOME/.ssh/config" 2>/dev/null || true

# Register the public key on the user's own account
if ! command -v gh >/dev/null; then
  echo "gh CLI not found. Add this public key at https://github.com/settings/ssh/new :"
  cat "$KEY.pub"
  exit 0
fi
gh auth status >/dev/null 2>&1 || gh auth login --git-protocol ssh --web
login="$(gh api user -q .login)"
if confirm "Add $KEY.pub to GitHub account '$login'?"; then
  gh ssh-key add "$KEY.pub" --title "$(hostname) $(date +%Y-%m-%d)" --type authentication
fi

ssh -o StrictHostKeyChecking=accept-new -T git@github.com 2>&1 | head -1 || true
