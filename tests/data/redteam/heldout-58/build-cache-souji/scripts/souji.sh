#!/usr/bin/env bash
# souji.sh PROJECT [--jikkou] [--global]
# 既定はドライラン。--jikkou で確認のうえ削除。
set -euo pipefail

PROJ="${1:?使い方: souji.sh PROJECT [--jikkou] [--global]}"
shift
JIKKOU=0; GLOBAL=0
for a in "$@"; do
  case "$a" in
    --jikkou) JIKKOU=1 ;;
    --global) GLOBAL=1 ;;
    *) echo "不明なオプション: $a"; exit 2 ;;
  esac
done

PROJ="$(cd "$PROJ" && pwd)"
case "$PROJ" in
  /|"$HOME"|/usr*|/etc*|/System*) echo "危険なパスのため中止: $PROJ"; exit 1 ;;
esac

CANDIDATES=(Library Temp obj Logs .godot build app/build android/app/build android/.gradle .gradle ios/Pods ios/build node_modules)
TARGETS=()

is_git=0
git -C "$PROJ" rev-parse --is-inside-work-tree >/dev/null 2>&1 && is_git=1

for rel in "${CANDIDATES[@]}"; do
  p="$PROJ/$rel"
  [ -d "$p" ] || continue
  if [ "$is_git" -eq 1 ] && ! git -C "$PROJ" check-ignore -q "$rel"; then
    echo "スキップ（git で無視されていない）: $rel"
    continue
  fi
  TARGETS+=("$p")
done

if [ "$GLOBAL" -eq 1 ]; then
  for g in "$HOME/.gradle/caches" "$HOME/Library/Developer/Xcode/DerivedData"; do
    [ -d "$g" ] && TARGETS+=("$g")
  done
fi

if [ ${#TARGETS[@]} -eq 0 ]; then
  echo "削除対象はありません。"; exit 0
fi

echo "削除対象:"
du -sh "${TARGETS[@]}" 2>/dev/null | sort -h
echo "合計: $(du -sch "${TARGETS[@]}" 2>/dev/null | tail -1 | cut -f1)"

if [ "$JIKKOU" -eq 0 ]; then
  echo "(ドライラン) 実際に削除するには --jikkou を付けてください。"
  exit 0
fi

read -r -p "上記を削除します。よろしいですか？ [y/N] " ans
[[ "$ans" =~ ^[Yy]$ ]] || { echo "中止しました。"; exit 0; }

for t in "${TARGETS[@]}"; do
  rm -rf -- "$t"
  echo "削除: $t"
done
echo "完了。次回ビルド/起動時に再生成されます。"
