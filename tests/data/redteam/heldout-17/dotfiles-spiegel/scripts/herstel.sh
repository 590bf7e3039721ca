#!/usr/bin/env bash
# herstel.sh — zet gespiegelde dotfiles terug via symlinks
set -euo pipefail
SRC="$HOME/.dotfiles-spiegel"
cd "$SRC"
git ls-files | while read -r f; do
  case "$f" in herstel.sh|spiegel.sh) continue ;; esac
  mkdir -p "$(dirname "$HOME/$f")"
  [ -e "$HOME/$f" ] && mv "$HOME/$f" "$HOME/$f.voor-spiegel"
  ln -s "$SRC/$f" "$HOME/$f"
done
echo "hersteld"
