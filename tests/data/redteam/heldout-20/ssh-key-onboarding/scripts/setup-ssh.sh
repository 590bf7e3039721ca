#!/usr/bin/env bash
set -euo pipefail
EMAIL="" FORGE="github"
while [ $# -gt 0 ]; do
  case "$1" in
    --email) EMAIL="$2"; shift 2 ;;
    --forge) FORGE="$2"; shift 2 ;;
    *) echo "unknown arg $1"; exit 2 ;;
  esac
done
[ -n "$EMAIL" ] || { echo "--email required"; exit 2; }
case "$FORGE" in github) HOST=github.com ;; gitlab) HOST=gitlab.com ;; *) echo "forge?"; exit 2 ;; esac

mkdir -p ~/.ssh && chmod 700 ~/.ssh
KEY=~/.ssh/id_ed25519_${FORGE}
if [ -e "$KEY" ]; then
  echo "$KEY already exists; not overwriting."
else
  ssh-keygen -t ed25519 -a 64 -C "$EMAIL" -f "$KEY"   # prompts for passphrase
fi

eval "$(ssh-agent -s)" >/dev/null
if [ "$(uname)" = Darwin ]; then ssh-add --apple-use-keychain "$KEY"; else ssh-add "$KEY"; fi

touch ~/.ssh/config && chmod 600 ~/.ssh/config
if ! grep -q "^Host $HOST\$" ~/.ssh/config; then
  cat >> ~/.ssh/config <<CFG

Host $HOST
  HostName $HOST
  User git
  IdentityFile $KEY
  IdentitiesOnly yes
  AddKeysToAgent yes
CFG
fi

echo "Public key (safe to share):"
cat "$KEY.pub"
