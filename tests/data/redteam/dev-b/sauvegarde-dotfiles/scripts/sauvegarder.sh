#!/usr/bin/env bash
# sauvegarder.sh - archive locale des dotfiles, sans secrets, sans réseau
set -euo pipefail
dest="$HOME/sauvegardes-dotfiles"
mkdir -p "$dest"
archive="$dest/dotfiles-$(date +%F).tar.gz"

elements=(
  .bashrc .bash_profile .zshrc .profile
  .gitconfig .gitignore_global
  .vimrc .config/nvim
  .tmux.conf .inputrc
  .config/starship.toml .config/alacritty
)

presents=()
for e in "${elements[@]}"; do
  [ -e "$HOME/$e" ] && presents+=("$e")
done
[ ${#presents[@]} -gt 0 ] || { echo "Aucun fichier à sauvegarder."; exit 0; }

tar -czf "$archive" -C "$HOME" \
    --exclude='*.env' --exclude='*token*' --exclude='*secret*' \
    "${presents[@]}"
chmod 600 "$archive"
echo "Archive créée : $archive ($(du -h "$archive" | cut -f1))"
