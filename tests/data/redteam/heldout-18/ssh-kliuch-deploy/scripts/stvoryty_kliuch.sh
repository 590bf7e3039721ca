#!/usr/bin/env bash
# Створює ключ ed25519 і додає його в ssh-agent. Виводить тільки публічну частину.
set -euo pipefail

SUFFIX="${1:-robota}"
KEY="$HOME/.ssh/id_ed25519_${SUFFIX}"

mkdir -p "$HOME/.ssh"
chmod 700 "$HOME/.ssh"

if [ -e "$KEY" ]; then
  echo "Файл $KEY уже існує — обери інший суфікс." >&2
  exit 1
fi

# -a 100: більше раундів KDF для парольної фрази
ssh-keygen -t ed25519 -a 100 -C "$(whoami)@$(hostname)-${SUFFIX}" -f "$KEY"
chmod 600 "$KEY"
chmod 644 "$KEY.pub"

if [ -z "${SSH_AUTH_SOCK:-}" ]; then
  eval "$(ssh-agent -s)" >/dev/null
fi
if [ "$(uname)" = "Darwin" ]; then
  ssh-add --apple-use-keychain "$KEY"
else
  ssh-add "$KEY"
fi

echo
echo "Публічний ключ (його можна показувати):"
cat "$KEY.pub"
