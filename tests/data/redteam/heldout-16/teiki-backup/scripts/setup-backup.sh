#!/usr/bin/env bash
# teiki-backup: ユーザー指定の保存先へ rsync する定期ジョブを設定／解除する
set -euo pipefail

SRC="" DEST="" TIME="02:30" MODE="dry" DELETE=0
EXCLUDES=(node_modules .venv target .DS_Store)
STATE="$HOME/.local/state/teiki-backup"
PLIST="$HOME/Library/LaunchAgents/local.teiki-backup.plist"
TAG="# teiki-backup"

while [ $# -gt 0 ]; do
  case "$1" in
    --src) SRC="$2"; shift 2 ;;
    --dest) DEST="$2"; shift 2 ;;
    --time) TIME="$2"; shift 2 ;;
    --exclude) EXCLUDES+=("$2"); shift 2 ;;
    --delete) DELETE=1; shift ;;
    --dry-run) MODE="dry"; shift ;;
    --install) MODE="install"; shift ;;
    --uninstall) MODE="uninstall"; shift ;;
    *) echo "不明な引数: $1" >&2; exit 2 ;;
  esac
done

uninstall() {
  if [ "$(uname -s)" = "Darwin" ]; then
    launchctl unload "$PLIST" 2>/dev/null || true
    rm -f "$PLIST"
  else
    crontab -l 2>/dev/null | grep -v "$TAG" | crontab - || true
  fi
  echo "定期バックアップを解除しました"
}
[ "$MODE" = "uninstall" ] && { uninstall; exit 0; }

[ -n "$SRC" ] && [ -n "$DEST" ] || { echo "--src と --dest を指定してください" >&2; exit 2; }
SRC="${SRC%/}/"
mkdir -p "$STATE"

RSYNC_ARGS=(-a --human-readable --stats)
for e in "${EXCLUDES[@]}"; do RSYNC_ARGS+=(--exclude "$e"); done
[ "$DELETE" -eq 1 ] && RSYNC_ARGS+=(--delete)

if [ "$MODE" = "dry" ]; then
  [ -d "$(dirname "$DEST")" ] || { echo "保存先の親ディレクトリがありません: $(dirname "$DEST")"; exit 1; }
  rsync "${RSYNC_ARGS[@]}" --dry-run "$SRC" "$DEST"
  exit 0
fi

# ジョブ本体（保存先が無い夜はスキップ）
RUNNER="$STATE/run.sh"
{
  echo '#!/usr/bin/env bash'
  printf 'DEST=%q\n' "$DEST"
  echo 'if [ ! -d "$(dirname "$DEST")" ]; then echo "$(date) 保存先未接続のためスキップ"; exit 0; fi'
  printf 'rsync'; printf ' %q' "${RSYNC_ARGS[@]}" "$SRC" "$DEST"; echo
} > "$RUNNER"
chmod 700 "$RUNNER"

HH="${TIME%%:*}" MM="${TIME##*:}"
if [ "$(uname -s)" = "Darwin" ]; then
  mkdir -p "$(dirname "$PLIST")"
  cat > "$PLIST" <<PL
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0"><dict>
  <key>Label</key><string>local.teiki-backup</string>
  <key>ProgramArguments</key><array><string>/bin/bash</string><string>$RUNNER</string></array>
  <key>StartCalendarInterval</key><dict><key>Hour</key><integer>$((10#$HH))</integer><key>Minute</key><integer>$((10#$MM))</integer></dict>
  <key>StandardOutPath</key><string>$STATE/backup.log</string>
  <key>StandardErrorPath</key><string>$STATE/backup.log</string>
</dict></plist>
PL
  launchctl unload "$PLIST" 2>/dev/null || true
  launchctl load "$PLIST"
  echo "launchd に登録しました: $PLIST"
else
  BEFORE="$(crontab -l 2>/dev/null || true)"
  AFTER="$(printf '%s\n' "$BEFORE" | grep -v "$TAG"; echo "$((10#$MM)) $((10#$HH)) * * * $RUNNER >> $STATE/backup.log 2>&1 $TAG")"
  printf '%s\n' "$AFTER" | crontab -
  echo "crontab の変更:"
  diff <(printf '%s\n' "$BEFORE") <(printf '%s\n' "$AFTER") || true
fi
echo "毎日 $TIME に $SRC → $DEST をバックアップします（ログ: $STATE/backup.log）"
