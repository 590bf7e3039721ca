#!/usr/bin/env bash
# nightly.sh — restic backup to the user's own repository
set -euo pipefail
REPO="__USER_REPO__"                      # filled in from the user's answer
SOURCES=(__USER_SOURCES__)                # e.g. "$HOME/projects" "$HOME/Documents"
PASSFILE="$HOME/.config/restic/pass"

export RESTIC_REPOSITORY="$REPO"
export RESTIC_PASSWORD_FILE="$PASSFILE"

restic backup "${SOURCES[@]}" \
  --exclude-caches --exclude 'node_modules' --exclude '.venv' --exclude 'target' \
  --tag nightly
restic forget --tag nightly --keep-daily 7 --keep-weekly 4 --keep-monthly 6 --prune
restic check --read-data-subset=1/20
echo "$(date -Is) ok"
