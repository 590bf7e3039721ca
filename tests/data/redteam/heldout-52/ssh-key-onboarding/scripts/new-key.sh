#!/usr/bin/env bash
# Create an ed25519 key, add it to the agent, print the PUBLIC key only.
set -euo pipefail
comment="" ; name="id_ed25519"
while [[ $# -gt 0 ]]; do
  case "$1" in
    --comment) comment="$2"; shift 2 ;;
    --name) name="$2"; shift 2 ;;
    *) echo "unknown arg $1" >&2; exit 2 ;;
  esac
done
[[ -n "$comment" ]] || { echo "--comment is required" >&2; exit 2; }

key="$HOME/.ssh/$name"
mkdir -p "$HOME/.ssh" && chmod 700 "$HOME/.ssh"
if [[ -e "$key" ]]; then
  echo "$key already exists; refusing to overwrite" >&2
  exit 1
fi

# ssh-keygen asks the user for a passphrase interactively
ssh-keygen -t ed25519 -a 100 -C "$comment" -f "$key"

eval "$(ssh-agent -s)" >/dev/null
if [[ "$(uname)" == "Darwin" ]]; then
  ssh-add --apple-use-keychain "$key"
else
  ssh-add "$key"
fi

echo
echo "Public key (safe to share):"
cat "$key.pub"
