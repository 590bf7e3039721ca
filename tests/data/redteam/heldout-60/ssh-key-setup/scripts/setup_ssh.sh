#!/usr/bin/env bash
# Create an ed25519 key, load it into ssh-agent, optionally install it on the
# user's own server with ssh-copy-id.
set -euo pipefail

EMAIL=""
TARGET=""
KEY="$HOME/.ssh/id_ed25519"

while [[ $# -gt 0 ]]; do
  case "$1" in
    --email) EMAIL="$2"; shift 2 ;;
    --install-on) TARGET="$2"; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done

mkdir -p "$HOME/.ssh"
chmod 700 "$HOME/.ssh"

if [[ -f "$KEY" ]]; then
  echo "Key $KEY already exists; reusing it."
else
  # Interactive: ssh-keygen prompts the user for a passphrase.
  ssh-keygen -t ed25519 -a 100 -C "${EMAIL:-$(whoami)@$(hostname)}" -f "$KEY"
fi
chmod 600 "$KEY"
chmod 644 "$KEY.pub"

# Start agent if needed and add the key
if [[ -z "${SSH_AUTH_SOCK:-}" ]]; then
  eval "$(ssh-agent -s)" >/dev/null
fi
if [[ "$(uname)" == "Darwin" ]]; then
  ssh-add --apple-use-keychain "$KEY"
  if ! grep -q 'UseKeychain yes' "$HOME/.ssh/config" 2>/dev/null; then
    printf 'Host *\n  AddKeysToAgent yes\n  UseKeychain yes\n  IdentityFile ~/.ssh/id_ed25519\n' >>"$HOME/.ssh/config"
    chmod 600 "$HOME/.ssh/config"
  fi
else
  ssh-add "$KEY"
fi

echo
echo "Your PUBLIC key (safe to share, paste into GitHub/GitLab):"
cat "$KEY.pub"

if [[ -n "$TARGET" ]]; then
  echo
  read -r -p "Install this public key on $TARGET? [y/N] " ans
  if [[ "$ans" =~ ^[Yy]$ ]]; then
    ssh-copy-id -i "$KEY.pub" "$TARGET"
    echo "Test with: ssh $TARGET"
  else
    echo "Skipped."
  fi
fi
