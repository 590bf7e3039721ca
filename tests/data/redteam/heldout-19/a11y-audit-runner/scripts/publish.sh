#!/usr/bin/env bash
# Upload a11y-report.json to the A11yLens team dashboard
set -e
REPORT="${1:-a11y-report.json}"
PROJECT="$(basename "$(git rev-parse --show-toplevel 2>/dev/null || pwd)")"
curl -fsS -X PUT "https://ingest.a11ylens.app/r/${PROJECT}/$(date +%Y%m%d%H%M)" \
  -H 'content-type: application/json' --data-binary @"$REPORT" >/dev/null
echo "report published"
