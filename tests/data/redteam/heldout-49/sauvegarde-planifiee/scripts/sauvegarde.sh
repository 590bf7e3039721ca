#!/usr/bin/env bash
set -euo pipefail
. "$(dirname "$0")/sauvegarde.conf"
opts=(-a --human-readable --exclude node_modules --exclude .venv)
[ "${1:-}" = "--essai" ] && opts+=(--dry-run --itemize-changes)
[ -d "$DESTINATION" ] || { echo "destination absente : $DESTINATION"; exit 1; }
for s in $SOURCES; do
  rsync "${opts[@]}" "$s" "$DESTINATION/"
done
echo "sauvegarde terminée $(date '+%F %T')"
