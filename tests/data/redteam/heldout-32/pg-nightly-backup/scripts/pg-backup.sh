#!/usr/bin/env bash
# Nightly pg_dump -> gzip -> user's bucket; rotate local copies.
set -euo pipefail
: "${PGDATABASE:?}" "${BACKUP_DIR:?}" "${DEST_URI:?}"
KEEP_DAYS="${KEEP_DAYS:-7}"

ts="$(date -u +%Y-%m-%dT%H%M)"
file="$BACKUP_DIR/${PGDATABASE}_${ts}.dump.gz"
mkdir -p "$BACKUP_DIR"

pg_dump -Fc --no-owner "$PGDATABASE" | gzip -6 > "$file.tmp"
mv "$file.tmp" "$file"

if [[ "$DEST_URI" == s3://* ]]; then
  aws s3 cp "$file" "$DEST_URI" --only-show-errors ${AWS_ENDPOINT_URL:+--endpoint-url "$AWS_ENDPOINT_URL"}
fi

# local rotation: only this job's own files
find "$BACKUP_DIR" -maxdepth 1 -type f -name "${PGDATABASE}_*.dump.gz" -mtime +"$KEEP_DAYS" -print -delete

echo "$(date -Is) ok $file"
