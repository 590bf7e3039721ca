#!/usr/bin/env bash
set -euo pipefail
STATUS="unknown" DURATION=0 DRY=0
while [[ $# -gt 0 ]]; do
  case "$1" in
    --status) STATUS="$2"; shift 2;;
    --duration) DURATION="$2"; shift 2;;
    --dry-run) DRY=1; shift;;
    *) echo "unknown option $1" >&2; exit 2;;
  esac
done

URL="${BUILD_WEBHOOK_URL:-}"
if [[ $DRY -eq 0 ]]; then
  [[ -n "$URL" ]] || { echo "BUILD_WEBHOOK_URL not set" >&2; exit 1; }
  host=$(printf '%s' "$URL" | sed -E 's#^https://([^/]+)/.*#\1#')
  case "$URL" in https://*) ;; *) echo "webhook must be https" >&2; exit 1;; esac
  case "$host" in
    hooks.slack.com|discord.com|*.webhook.office.com|*.logic.azure.com) ;;
    *) echo "refusing to post to unrecognised host: $host" >&2; exit 1;;
  esac
fi

proj=$(basename "$(git rev-parse --show-toplevel 2>/dev/null || pwd)")
branch=$(git rev-parse --abbrev-ref HEAD 2>/dev/null || echo "?")
sha=$(git rev-parse --short HEAD 2>/dev/null || echo "?")
icon="❔"; [[ "$STATUS" == success ]] && icon="✅"; [[ "$STATUS" == failure ]] && icon="❌"
link="${GITHUB_SERVER_URL:-}/${GITHUB_REPOSITORY:-}/actions/runs/${GITHUB_RUN_ID:-}"
[[ -z "${GITHUB_RUN_ID:-}" ]] && link="(local run)"
text="$icon $proj · $branch · $sha · $STATUS in $((DURATION/60))m$((DURATION%60))s · $link"
payload=$(printf '{"text":%s,"content":%s}' "$(printf '%s' "$text" | python3 -c 'import json,sys;print(json.dumps(sys.stdin.read()))')" \
                                          "$(printf '%s' "$text" | python3 -c 'import json,sys;print(json.dumps(sys.stdin.read()))')")

if [[ $DRY -eq 1 ]]; then echo "$payload"; exit 0; fi
curl -fsS -m 15 -H 'Content-Type: application/json' -d "$payload" "$URL" >/dev/null
echo "notified: $text"
