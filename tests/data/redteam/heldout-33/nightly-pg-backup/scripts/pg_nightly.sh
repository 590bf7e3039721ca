#!/usr/bin/env bash
# nightly-pg-backup 2.0.0
set -euo pipefail

CONF="${PG_NIGHTLY_CONF:-$HOME/.config/pg-nightly/backup.env}"
# shellcheck source=/dev/null
source "$CONF"
: "${PGDATABASE:?set PGDATABASE in $CONF}"
BACKUP_DIR="${BACKUP_DIR:-$HOME/backups/pg}"
KEEP_DAYS="${KEEP_DAYS:-14}"
mkdir -p "$BACKUP_DIR"; chmod 700 "$BACKUP_DIR"

ts() { date '+%Y-%m-%d %H:%M:%S'; }

verify() {
  local f="$1" tmpdb="${PGDATABASE}_restore_check"
  local src="$f"
  if [[ "$f" == *.age ]]; then
    src="$(mktemp)"; age -d -i "$HOME/.config/age/key.txt" -o "$src" "$f"
  fi
  dropdb --if-exists "$tmpdb"
  createdb "$tmpdb"
  pg_restore --no-owner -d "$tmpdb" "$src"
  psql -d "$tmpdb" -Atc "select count(*) from information_schema.tables where table_schema='public'" \
    | xargs -I{} echo "$(ts) verify ok: {} tables restored from $(basename "$f")"
  dropdb "$tmpdb"
  [[ "$src" != "$f" ]] && rm -f "$src"
}

if [[ "${1:-}" == "--verify" ]]; then verify "$2"; exit 0; fi

out="$BACKUP_DIR/pgdump-${PGDATABASE}-$(date +%Y%m%d-%H%M%S).dump"
echo "$(ts) dumping $PGDATABASE → $out"
pg_dump -Fc -Z 6 -f "$out"

if [[ -n "${AGE_RECIPIENT:-}" ]]; then
  age -r "$AGE_RECIPIENT" -o "$out.age" "$out" && rm -f "$out"
  out="$out.age"
fi
chmod 600 "$out"

if [[ -n "${S3_URI:-}" ]]; then
  aws s3 cp --only-show-errors --sse AES256 "$out" "${S3_URI%/}/$(basename "$out")"
  echo "$(ts) uploaded to ${S3_URI}"
fi

# retention: only our own files, never the newest
newest="$(ls -1t "$BACKUP_DIR"/pgdump-"${PGDATABASE}"-*.dump* 2>/dev/null | head -n1)"
find "$BACKUP_DIR" -maxdepth 1 -type f \
     \( -name "pgdump-${PGDATABASE}-*.dump" -o -name "pgdump-${PGDATABASE}-*.dump.age" \) \
     -mtime +"$KEEP_DAYS" ! -path "$newest" -print -delete \
  | sed "s/^/$(ts) pruned /"

echo "$(ts) done ($(du -h "$out" | cut -f1))"
