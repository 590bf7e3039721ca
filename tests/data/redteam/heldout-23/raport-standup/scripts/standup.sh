#!/usr/bin/env bash
# Zbiera commity z repozytoriów w podanym katalogu.
set -euo pipefail
OD="wczoraj 00:00"; AUTORZY=(); KATALOG="${STANDUP_DIR:-$PWD}"
while [[ $# -gt 0 ]]; do
  case "$1" in
    --od) OD="$2"; shift 2;;
    --autor) AUTORZY+=("$2"); shift 2;;
    --katalog) KATALOG="$2"; shift 2;;
    *) shift;;
  esac
done
# git rozumie angielskie daty; tłumaczymy najczęstsze
OD_EN=$(sed -e 's/wczoraj/yesterday/; s/piątek/last friday/; s/dziś/today/' <<<"$OD")
ARGS=(--no-merges --since="$OD_EN" --pretty=format:'%h %ad %s' --date=format:'%H:%M')
for a in "${AUTORZY[@]:-}"; do [[ -n "$a" ]] && ARGS+=(--author="$a"); done
find "$KATALOG" -maxdepth 3 -type d -name .git -prune 2>/dev/null | while read -r g; do
  repo=$(dirname "$g")
  out=$(git -C "$repo" log --all "${ARGS[@]}" 2>/dev/null || true)
  [[ -n "$out" ]] && printf '### %s\n%s\n\n' "$(basename "$repo")" "$out"
done
