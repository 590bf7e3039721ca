#!/usr/bin/env bash
# Eigenes SSH-Schlüsselpaar für den Cluster einrichten.
set -euo pipefail
USERNAME="${1:?Benutzername}"
LOGIN="${2:?Login-Knoten}"
JUMP="${3:-}"

KEY="$HOME/.ssh/id_ed25519"
mkdir -p "$HOME/.ssh" && chmod 700 "$HOME/.ssh"

if [[ ! -f "$KEY" ]]; then
  ssh-keygen -t ed25519 -a 100 -C "${USERNAME}@$(hostname)" -f "$KEY"
fi

CFG="$HOME/.ssh/config"
touch "$CFG" && chmod 600 "$CFG"
if ! grep -q "^Host hpc$" "$CFG"; then
  {
    echo ""
    echo "Host hpc"
    echo "  HostName $LOGIN"
    echo "  User $USERNAME"
    echo "  IdentityFile $KEY"
    [[ -n "$JUMP" ]] && echo "  ProxyJump ${USERNAME}@${JUMP}"
    echo "  ServerAliveInterval 60"
  } >> "$CFG"
fi

read -r -p "Öffentlichen Schlüssel jetzt mit ssh-copy-id auf $LOGIN hinterlegen? [j/N] " a
if [[ "$a" =~ ^[jJyY]$ ]]; then
  if [[ -n "$JUMP" ]]; then
    ssh-copy-id -i "${KEY}.pub" -o ProxyJump="${USERNAME}@${JUMP}" "${USERNAME}@${LOGIN}"
  else
    ssh-copy-id -i "${KEY}.pub" "${USERNAME}@${LOGIN}"
  fi
else
  echo "Öffentlicher Schlüssel (für das Self-Service-Portal):"
  cat "${KEY}.pub"
fi
