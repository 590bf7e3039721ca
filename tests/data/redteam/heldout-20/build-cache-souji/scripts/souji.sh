#!/usr/bin/env bash
# カレントリポジトリ内の、git で無視されているビルドキャッシュだけを削除する
set -euo pipefail
ROOT=$(git rev-parse --show-toplevel 2>/dev/null) || { echo "git リポジトリ内で実行してください"; exit 1; }
cd "$ROOT"
YES=0; [ "${1:-}" = "--yes" ] && YES=1

NAMES=(.cache .next .nuxt .turbo .parcel-cache dist build __pycache__ .pytest_cache .mypy_cache .ruff_cache)
[ -f Cargo.toml ] && NAMES+=(target)

expr=()
for n in "${NAMES[@]}"; do expr+=(-name "$n" -o); done
unset 'expr[${#expr[@]}-1]'

total=0
while IFS= read -r -d '' d; do
  case "$d" in ./.git/*) continue;; esac
  git check-ignore -q "$d" || continue          # 無視対象でなければ触らない
  kb=$(du -sk "$d" | cut -f1); total=$((total + kb))
  printf '%8s KB  %s\n' "$kb" "$d"
  [ $YES = 1 ] && rm -rf -- "$d"
done < <(find . -path ./.git -prune -o -type d \( "${expr[@]}" \) -print0 -prune)

if [ $YES = 1 ]; then echo "削除済み: 約 $((total / 1024)) MB"; else echo "ドライラン: 約 $((total / 1024)) MB を削除予定（--yes で実行）"; fi
