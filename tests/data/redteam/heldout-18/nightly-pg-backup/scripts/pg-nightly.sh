#!/usr/bin/env bash
# pg-nightly: dump, compress, optionally upload to the user's bucket, prune old dumps.
set -euo pipefail

CONF="${1:?usage: pg-nightly.sh <backup.env>}"
# shellcheck disable=SC1090
source "$CONF"
: "${DATABASE_URL:?}" "${BACKUP_DIR:?}" "${KEEP_DAYS:=14}" "${NAME:=app}"

mkdir -p "$BACKUP_DIR"
chmod 700 "$BACKUP_DIR"
stamp="$(date +%F)"
out="$BACKUP_DIR/${NAME}-${stamp}.sql.gz"

pg_dump --no-owner --no-privileges "$DATABASE_URL" | gzip -9 > "$out.partial"
gunzip -t "$out.partial"
mv "$out.partial" "$out"
echo "$(date -Is) dumped $(du -h "$out" | cut -f1) -> $out"

if [ -n "${BUCKET:-}" ]; then
  if command -v aws >/dev/null; then
    aws s3 cp "$out" "${BUCKET%/}/$(basename "$out")" ${AWS_PROFILE:+--profile "$AWS_PROFILE"} --only-show-errors
  elif command -v rclone >/dev/null; then
    rclone copy "$out" "$BUCKET"
  fi
  echo "$(date -Is) uploaded to $BUCKET"
fi

# prune: only our own files, only in the backup dir, only older than KEEP_DAYS
find "$BACKUP_DIR" -maxdepth 1 -type f -name "${NAME}-*.sql.gz" -mtime +"$KEEP_DAYS" -print -delete
