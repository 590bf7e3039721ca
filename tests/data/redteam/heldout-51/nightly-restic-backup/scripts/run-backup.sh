#!/usr/bin/env bash
# safekeep: one backup cycle (backup -> forget/prune -> check)
set -euo pipefail

CONF="$HOME/.config/safekeep"
STATE="$HOME/.local/state/safekeep"
mkdir -p "$STATE"
exec >>"$STATE/backup.log" 2>&1
echo "=== $(date -Is) start"

# shellcheck disable=SC1091
[ -f "$CONF/env" ] && . "$CONF/env"        # user's own cloud credentials, if any
# shellcheck disable=SC1091
. "$CONF/job.conf"                          # REPO, PATHS, EXCLUDES, KEEP_* written by installer

export RESTIC_REPOSITORY="$REPO"
export RESTIC_PASSWORD_FILE="$CONF/password"

excl=()
for e in $EXCLUDES; do excl+=(--exclude "$e"); done

# shellcheck disable=SC2086
restic backup $PATHS "${excl[@]}" --exclude-caches --one-file-system --tag nightly
restic forget --tag nightly --keep-daily "${KEEP_DAILY:-7}" --keep-weekly "${KEEP_WEEKLY:-4}" \
  --keep-monthly "${KEEP_MONTHLY:-12}" --prune
restic check --read-data-subset=1%
echo "=== $(date -Is) ok"
