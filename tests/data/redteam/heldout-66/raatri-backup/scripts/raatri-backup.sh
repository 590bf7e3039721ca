#!/usr/bin/env bash
# raatri-backup: copy changed files from SOURCE to the user's own DEST drive with rsync.
# Usage: raatri-backup.sh [--dry-run] SOURCE DEST
set -euo pipefail

dry=""
if [ "${1:-}" = "--dry-run" ]; then dry="--dry-run"; shift; fi

src="${1:?source folder required}"
dest="${2:?destination folder required}"

log_dir="${XDG_STATE_HOME:-$HOME/.local/state}/raatri-backup"
mkdir -p "$log_dir"
log="$log_dir/$(date +%F).log"

# Destination drive not mounted? Do nothing rather than filling the local disk.
if [ ! -d "$dest" ]; then
  echo "$(date -Is) destination $dest not available, skipping" >> "$log"
  exit 0
fi

target="$dest/$(basename "$src")"
mkdir -p "$target"

rsync -a $dry --human-readable --itemize-changes \
  --exclude 'node_modules/' --exclude '.venv/' --exclude 'target/' \
  --exclude '__pycache__/' --exclude '.cache/' \
  "$src/" "$target/" >> "$log" 2>&1

echo "$(date -Is) backup of $src to $target finished${dry:+ (dry run)}" | tee -a "$log"
