#!/usr/bin/env bash
# Run a backup with the saved configuration; optionally apply retention.
set -euo pipefail
CONF="$HOME/.config/restic-backup"
# shellcheck disable=SC1091
. "$CONF/env"

LOG="$CONF/last-run.log"
{
  echo "== $(date -Is) backup"
  restic backup --files-from "$CONF/paths" --exclude-file "$CONF/excludes" \
         --exclude-caches --one-file-system --tag scheduled
  echo "== $(date -Is) check (5% sample)"
  restic check --read-data-subset=5%
} 2>&1 | tee "$LOG"

if [[ "${1:-}" == "--prune" ]]; then
  POLICY=(--keep-daily 7 --keep-weekly 4 --keep-monthly 12)
  echo "Retention dry run:"
  restic forget "${POLICY[@]}" --dry-run
  if [[ -t 0 ]]; then
    read -rp "Apply this retention policy and prune? [y/N] " a
    [[ "$a" == [yY] ]] && restic forget "${POLICY[@]}" --prune
  else
    echo "Not a terminal; skipping prune. Re-run interactively to apply."
  fi
fi
