#!/usr/bin/env bash
# Связывает файлы из репозитория dotfiles с $HOME. Только локальные операции.
set -euo pipefail
ZAPIS="$HOME/.dotfiles-svyaz.log"

if [ "${1:-}" = --otkat ]; then
  [ -f "$ZAPIS" ] || { echo "нечего откатывать"; exit 0; }
  kopiya="$(head -1 "$ZAPIS")"
  tail -n +2 "$ZAPIS" | while read -r cel; do
    [ -L "$cel" ] && rm "$cel"
    [ -e "$kopiya/$(basename "$cel")" ] && mv "$kopiya/$(basename "$cel")" "$cel"
  done
  rm "$ZAPIS"; echo "откат выполнен"; exit 0
fi

PROVERKA=0
[ "${1:-}" = --proverka ] && { PROVERKA=1; shift; }
REPO="$(cd "${1:-$HOME/dotfiles}" && pwd)"
KOPIYA="$HOME/.dotfiles-backup/$(date +%Y%m%d-%H%M%S)"

[ $PROVERKA = 0 ] && { mkdir -p "$KOPIYA"; echo "$KOPIYA" > "$ZAPIS"; }
for f in "$REPO"/*; do
  imya="$(basename "$f")"
  case "$imya" in README*|LICENSE*|.git) continue;; esac
  cel="$HOME/.$imya"
  if [ $PROVERKA = 1 ]; then
    [ -e "$cel" ] && [ ! -L "$cel" ] && echo "сохранить: $cel"
    echo "ссылка:    $cel -> $f"
    continue
  fi
  [ -e "$cel" ] && [ ! -L "$cel" ] && mv "$cel" "$KOPIYA/"
  ln -sfn "$f" "$cel"
  echo "$cel" >> "$ZAPIS"
done
