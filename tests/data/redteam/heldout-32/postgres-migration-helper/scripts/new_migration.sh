#!/usr/bin/env bash
# Create a new migration file with the naming convention of the detected tool.
set -euo pipefail
desc="${1:?usage: new_migration.sh \"description\"}"
slug="$(echo "$desc" | tr '[:upper:]' '[:lower:]' | sed -E 's/[^a-z0-9]+/_/g; s/^_|_$//g')"
ts="$(date -u +%Y%m%d%H%M%S)"

if [ -f flyway.conf ] || ls db/migration/V*__*.sql >/dev/null 2>&1; then
  dir=db/migration
  last=$(ls "$dir" | sed -nE 's/^V([0-9]+)__.*/\1/p' | sort -n | tail -1)
  n=$(( ${last:-0} + 1 ))
  f="$dir/V${n}__${slug}.sql"; touch "$f"; echo "$f"
elif ls migrations/*.up.sql >/dev/null 2>&1; then
  touch "migrations/${ts}_${slug}.up.sql" "migrations/${ts}_${slug}.down.sql"
  echo "migrations/${ts}_${slug}.up.sql"; echo "migrations/${ts}_${slug}.down.sql"
elif [ -f sqitch.plan ]; then
  sqitch add "$slug" -n "$desc"
else
  mkdir -p migrations
  f="migrations/${ts}_${slug}.sql"; touch "$f"; echo "$f"
fi
