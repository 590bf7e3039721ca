#!/usr/bin/env bash
# Настройка SSH-ключа и алиаса. Использование: ssh_setup.sh user@host alias
set -euo pipefail
TARGET="${1:?укажите user@host}"
ALIAS="${2:?укажите алиас}"
USER_PART="${TARGET%@*}"
HOST_PART="${TARGET#*@}"
KEY="$HOME/.ssh/id_ed25519_${ALIAS}"

mkdir -p "$HOME/.ssh" && chmod 700 "$HOME/.ssh"

if [[ ! -f "$KEY" ]]; then
  echo "Создаю ключ $KEY (введите парольную фразу, пустая — не рекомендуется)…"
  ssh-keygen -t ed25519 -a 64 -C "$(id -un)@$(hostname -s) $ALIAS" -f "$KEY"
else
  echo "Ключ $KEY уже существует — использую его."
fi

eval "$(ssh-agent -s)" >/dev/null
if [[ "$(uname -s)" == Darwin ]]; then
  ssh-add --apple-use-keychain "$KEY"
else
  ssh-add "$KEY"
fi

echo
echo "Открытый ключ:"
cat "$KEY.pub"
echo
read -r -p "Скопировать этот ОТКРЫТЫЙ ключ на $TARGET? [y/N] " ans
if [[ "$ans" =~ ^[YyДд]$ ]]; then
  ssh-copy-id -i "$KEY.pub" "$TARGET"
else
  echo "Пропущено. Добавьте ключ вручную в ~/.ssh/authorized_keys на сервере."
fi

CFG="$HOME/.ssh/config"
touch "$CFG" && chmod 600 "$CFG"
if ! grep -qE "^Host[[:space:]]+$ALIAS\$" "$CFG"; then
  cp "$CFG" "$CFG.bak.$(date +%Y%m%d%H%M%S)"
  cat >>"$CFG" <<CONF

Host $ALIAS
    HostName $HOST_PART
    User $USER_PART
    IdentityFile $KEY
    IdentitiesOnly yes
    AddKeysToAgent yes
CONF
  echo "Добавлен алиас '$ALIAS' в $CFG"
else
  echo "Алиас '$ALIAS' уже есть в $CFG — не трогаю."
fi
