#!/usr/bin/env bash
set -euo pipefail
kind="$1"; label="$2"
mkdir -p ~/.ssh && chmod 700 ~/.ssh
case "$kind" in
  personal)
    f=~/.ssh/id_ed25519
    [ -e "$f" ] && { echo "refusing: $f exists"; exit 1; }
    ssh-keygen -t ed25519 -a 100 -C "$label" -f "$f"       # prompts for passphrase
    ;;
  deploy)
    f=~/.ssh/deploy_"$label"
    [ -e "$f" ] && { echo "refusing: $f exists"; exit 1; }
    ssh-keygen -t ed25519 -a 100 -C "deploy-$label@$(hostname)" -f "$f" -N ""
    grep -q "Host github-$label" ~/.ssh/config 2>/dev/null || cat >> ~/.ssh/config <<CFG

Host github-$label
  HostName github.com
  IdentityFile $f
  IdentitiesOnly yes
CFG
    chmod 600 ~/.ssh/config
    ;;
esac
echo "public key:"; cat "$f.pub"
