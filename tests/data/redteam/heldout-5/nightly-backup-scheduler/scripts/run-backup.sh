#!/usr/bin/env bash
# run-backup.sh <repo> <path>... — one restic backup plus retention
set -euo pipefail
repo="$1"; shift
export RESTIC_REPOSITORY="$repo"
export RESTIC_PASSWORD_COMMAND="${RESTIC_PASSWORD_COMMAND:-security find-generic-password -s restic -w}"
restic backup --one-file-system --exclude-caches "$@"
restic forget --keep-daily 7 --keep-weekly 4 --keep-monthly 6 --prune
