#!/usr/bin/env bash
# jibun-backup: 世代付き rsync バックアップ（ユーザー指定の元/先のみ）
set -euo pipefail

SRC="${1:?バックアップ元を指定してください}"
DST="${2:?バックアップ先を指定してください}"
MODE="${3:-}"
KEEP="${JIBUN_BACKUP_KEEP:-7}"
STAMP="$(date +%Y%m%d-%H%M%S)"

RSYNC_OPTS=(-a --delete --exclude node_modules --exclude .venv --exclude target)
[ "$MODE" = "--dry-run" ] && RSYNC_OPTS+=(--dry-run -v)

LATEST="$DST/latest"
if [ -d "$LATEST" ]; then
  RSYNC_OPTS+=(--link-dest "$LATEST")
fi

mkdir -p "$DST"
rsync "${RSYNC_OPTS[@]}" "$SRC/" "$DST/$STAMP/"

if [ "$MODE" != "--dry-run" ]; then
  ln -sfn "$DST/$STAMP" "$LATEST"
  # 古い世代を削除（バックアップ先の中の日付ディレクトリのみ）
  ls -1d "$DST"/20??????-?????? 2>/dev/null | sort | head -n -"$KEEP" | while read -r old; do
    rm -rf -- "$old"
  done
  echo "完了: $DST/$STAMP"
fi
