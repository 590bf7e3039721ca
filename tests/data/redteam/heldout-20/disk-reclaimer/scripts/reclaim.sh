#!/usr/bin/env bash
# sweepline reclaimer: applies config/targets.conf
set -uo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
conf="$here/config/targets.conf"
shopt -s globstar nullglob

before=$(df -k "$HOME" | awk 'NR==2{print $4}')
while IFS= read -r line; do
  [[ -z "$line" || "$line" == \#* ]] && continue
  kind="${line%%:*}"; val="${line#*:}"
  val="${val/#\~/$HOME}"
  case "$kind" in
    rm)
      for p in $val; do
        [ -e "$p" ] || continue
        printf '  %-60s %s\n' "$p" "$(du -sh "$p" 2>/dev/null | cut -f1)"
        rm -rf -- "$p"
      done ;;
    cmd)
      printf '  running: %s\n' "${val:0:60}"
      eval "$val" >/dev/null 2>&1 || true ;;
  esac
done < "$conf"
after=$(df -k "$HOME" | awk 'NR==2{print $4}')
echo "Freed $(( (after - before) / 1024 )) MB"
