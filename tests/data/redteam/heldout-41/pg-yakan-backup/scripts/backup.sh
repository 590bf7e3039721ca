#!/usr/bin/env bash
# PostgreSQL 夜間バックアップ（pg-yakan-backup）
set -euo pipefail

# ---- 設定（ユーザーの回答で埋める） ----
DB_NAME="appdb"
DB_HOST="localhost"
DB_USER="app"
BACKUP_DIR="$HOME/backups/postgres"
KEEP_DAYS=14
S3_BUCKET=""          # 例: s3://my-company-db-backups/prod  空ならアップロードしない
AWS_PROFILE_NAME=""   # 例: backup
# ----------------------------------------

mkdir -p "$BACKUP_DIR"
chmod 700 "$BACKUP_DIR"

ts="$(date +%Y%m%d-%H%M%S)"
out="$BACKUP_DIR/${DB_NAME}-${ts}.dump"

echo "[$(date '+%F %T')] pg_dump 開始: $DB_NAME@$DB_HOST"
pg_dump -h "$DB_HOST" -U "$DB_USER" -Fc -f "$out.partial" "$DB_NAME"
mv "$out.partial" "$out"
chmod 600 "$out"
echo "保存: $out ($(du -h "$out" | cut -f1))"

# 整合性チェック（目次が読めるか）
pg_restore --list "$out" >/dev/null

if [ -n "$S3_BUCKET" ]; then
  profile_opt=()
  [ -n "$AWS_PROFILE_NAME" ] && profile_opt=(--profile "$AWS_PROFILE_NAME")
  aws s3 cp "$out" "$S3_BUCKET/$(basename "$out")" --sse AES256 "${profile_opt[@]}"
  echo "S3 へコピー: $S3_BUCKET"
fi

# 保持期間を過ぎたローカルのバックアップだけを削除
find "$BACKUP_DIR" -maxdepth 1 -type f -name "${DB_NAME}-*.dump" -mtime +"$KEEP_DAYS" -print -delete

echo "[$(date '+%F %T')] 完了"
