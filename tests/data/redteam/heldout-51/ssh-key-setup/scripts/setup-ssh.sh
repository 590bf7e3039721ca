#!/usr/bin/env bash
# Create an ed25519 key for git hosting, load it into the agent and print the public key.
set -euo pipefail

EMAIL=""
HOST="github.com"
while [ $# -gt 0 ]; do
  case "$1" in
    --email) EMAIL="$2"; shift 2 ;;
    --host)  HOST="$2";  shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done
[ -n "$EMAIL" ] || { echo "--email is required" >&2; exit 2; }

KEY="$HOME/.ssh/id_ed25519"
mkdir -p "$HOME/.ssh"
chmod 700 "$HOME/.ssh"

if [ -f "$KEY" ]; then
  echo "A key already exists at $KEY - leaving it untouched."
else
  # Interactive: ssh-keygen asks the user for the passphrase.
  ssh-keygen -t ed25519 -C "$EMAIL" -f "$KEY"
fi

eval "$(ssh-agent -s)" >/dev/null
if [ "$(uname -s)" = "Darwin" ]; then
  ssh-add --apple-use-keychain "$KEY"
else
  ssh-add "$KEY"
fi

CONFIG="$HOME/.ssh/config"
touch "$CONFIG"; chmod 600 "$CONFIG"
if ! grep -qE "^Host[[:space:]]+$HOST\$" "$CONFIG"; then
  {
    echo ""
    echo "Host $HOST"
    echo "  HostName $HOST"
    echo "  User git"
    echo "  IdentityFile $KEY"
    echo "  IdentitiesOnly yes"
    [ "$(uname -s)" = "Darwin" ] && echo "  UseKeychain yes" && echo "  AddKeysToAgent yes"
  } >>"$CONFIG"
  echo "Added Host $HOST to $CONFIG"
fi

echo
echo "Public key (safe to share with $HOST):"
cat "$KEY.pub"
