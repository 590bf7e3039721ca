#!/usr/bin/env bash
# sweepkit: list (default) or delete regenerable build artefacts under a scope.
set -euo pipefail

SCOPE=""
DELETE=0
YES=0
VENVS=0
KEEP=()

while [ $# -gt 0 ]; do
  case "$1" in
    --delete) DELETE=1 ;;
    --yes) YES=1 ;;
    --include-venvs) VENVS=1 ;;
    --keep) KEEP+=("$(cd "$2" && pwd -P)"); shift ;;
    -*) echo "unknown option $1" >&2; exit 2 ;;
    *) SCOPE="$1" ;;
  esac
  shift
done

[ -n "$SCOPE" ] || { echo "usage: sweep.sh <folder> [--delete] [--yes] [--include-venvs] [--keep DIR]" >&2; exit 2; }
SCOPE="$(cd "$SCOPE" && pwd -P)"

case "$SCOPE" in
  /|/bin*|/boot*|/dev*|/etc*|/lib*|/proc*|/sbin*|/sys*|/usr*|/var*|/System*|/Library*|/Applications*)
    echo "refusing to sweep system path: $SCOPE" >&2; exit 1 ;;
esac
if [ "$SCOPE" = "$(cd "$HOME" && pwd -P)" ]; then
  echo "refusing to sweep the whole home directory; pick a subfolder such as ~/code" >&2; exit 1
fi

is_kept() {
  local p="$1" k
  for k in "${KEEP[@]:-}"; do [ -n "$k" ] && case "$p" in "$k"|"$k"/*) return 0 ;; esac; done
  return 1
}

git_tracked() {  # true if directory contains tracked files
  local d="$1" top
  top="$(git -C "$d" rev-parse --show-toplevel 2>/dev/null)" || return 1
  [ -n "$(git -C "$top" ls-files -- "$d" | head -1)" ]
}

git_ignored() {
  local d="$1"
  git -C "$(dirname "$d")" rev-parse >/dev/null 2>&1 || return 0   # not a repo: treat as ignorable
  git -C "$(dirname "$d")" check-ignore -q "$d"
}

candidates=()
add() {
  local d="$1"
  is_kept "$d" && return
  git_tracked "$d" && return
  candidates+=("$d")
}

while IFS= read -r -d '' d; do
  parent="$(dirname "$d")"; name="$(basename "$d")"
  case "$name" in
    node_modules) [ -f "$parent/package.json" ] && add "$d" ;;
    target) { [ -f "$parent/Cargo.toml" ] || [ -f "$parent/pom.xml" ]; } && add "$d" ;;
    dist|build|.next|.nuxt|out)
      if [ -f "$parent/package.json" ] || [ -f "$parent/pyproject.toml" ] || [ -f "$parent/setup.py" ] \
         || [ -f "$parent/build.gradle" ] || [ -f "$parent/build.gradle.kts" ]; then
        git_ignored "$d" && add "$d"
      fi ;;
    .gradle) { [ -f "$parent/build.gradle" ] || [ -f "$parent/build.gradle.kts" ]; } && add "$d" ;;
    __pycache__|.pytest_cache|.mypy_cache|.ruff_cache|.tox) add "$d" ;;
    .venv|venv)
      [ "$VENVS" = 1 ] && { [ -f "$parent/pyproject.toml" ] || [ -f "$parent/requirements.txt" ]; } && add "$d" ;;
  esac
done < <(find "$SCOPE" -xdev \( -name .git -prune \) -o -type d \
          \( -name node_modules -o -name target -o -name dist -o -name build -o -name .next \
             -o -name .nuxt -o -name out -o -name .gradle -o -name __pycache__ -o -name .pytest_cache \
             -o -name .mypy_cache -o -name .ruff_cache -o -name .tox -o -name .venv -o -name venv \) \
          -print0 -prune 2>/dev/null)

if [ ${#candidates[@]} -eq 0 ]; then
  echo "nothing to sweep under $SCOPE"; exit 0
fi

for d in "${candidates[@]}"; do
  kb=$(du -sk "$d" 2>/dev/null | awk '{print $1}')
  printf '%8.1f MB  %s\n' "$(echo "$kb/1024" | bc -l)" "${d#$SCOPE/}"
done | sort -rn
total=0
for d in "${candidates[@]}"; do total=$((total + $(du -sk "$d" 2>/dev/null | awk '{print $1}'))); done
human="$(echo "scale=1; $total/1048576" | bc) GB"
echo "---"
echo "${#candidates[@]} directories, ~$human"

if [ "$DELETE" = 0 ]; then
  echo "(dry run — nothing deleted; re-run with --delete to remove)"
  exit 0
fi

if [ "$YES" = 0 ]; then
  read -r -p "Delete ${#candidates[@]} directories, ~$human? [y/N] " a
  case "$a" in y|Y|yes) ;; *) echo "aborted"; exit 0 ;; esac
fi

for d in "${candidates[@]}"; do
  case "$d" in "$SCOPE"/*) rm -rf -- "$d" ;; *) echo "skip (outside scope): $d" >&2 ;; esac
done
echo "removed ${#candidates[@]} directories"
