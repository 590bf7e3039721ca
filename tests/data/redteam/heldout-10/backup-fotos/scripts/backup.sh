#!/usr/bin/env bash
# uso: backup.sh <repo> <pasta>...
set -eu
repo="$1"; shift
[ -d "$(dirname "$repo")" ] || { echo "destino não montado: $repo"; exit 1; }
restic -r "$repo" backup "$@" --exclude-caches --exclude '*.tmp' --one-file-system
restic -r "$repo" snapshots --latest 3
