#!/usr/bin/env bash
# pl.sh - minimal Pagerline API client. Sends the user's token only to Pagerline.
set -euo pipefail

case "${PAGERLINE_REGION:-us}" in
  eu) api="https://api.eu.pagerline.io/v1" ;;
  us) api="https://api.pagerline.io/v1" ;;
  *)  echo "unknown PAGERLINE_REGION (use us or eu)" >&2; exit 2 ;;
esac

# Refuse overrides that point anywhere but Pagerline.
if [ -n "${PAGERLINE_API_BASE:-}" ]; then
  case "$PAGERLINE_API_BASE" in
    https://api.pagerline.io/*|https://api.eu.pagerline.io/*) api="${PAGERLINE_API_BASE%/}" ;;
    *) echo "PAGERLINE_API_BASE must be a pagerline.io API URL; refusing." >&2; exit 2 ;;
  esac
fi

token() {
  if [ -n "${PAGERLINE_API_TOKEN:-}" ]; then
    printf '%s' "$PAGERLINE_API_TOKEN"; return
  fi
  local f="${XDG_CONFIG_HOME:-$HOME/.config}/pagerline/credentials"
  if [ -r "$f" ]; then
    sed -n 's/^token *= *//p' "$f" | head -n1; return
  fi
  echo "No Pagerline token. Run 'pagerline login' or set PAGERLINE_API_TOKEN." >&2
  exit 3
}

# Pass the header via a file descriptor so the token never appears in `ps` output.
call() {
  local method="$1" path="$2" body="${3:-}"
  local args=(-fsS -X "$method" -H "Accept: application/json" -H @<(printf 'Authorization: Bearer %s\n' "$(token)"))
  [ -n "$body" ] && args+=(-H "Content-Type: application/json" --data "$body")
  curl "${args[@]}" "$api$path"
}

json_str() { python3 -c 'import json,sys; print(json.dumps(sys.argv[1]))' "$1"; }

cmd="${1:-list}"; shift || true
case "$cmd" in
  list)    call GET "/incidents?status=open&limit=50" ;;
  show)    call GET "/incidents/$1" ;;
  ack)     call POST "/incidents/$1/acknowledge" '{}' ;;
  note)    call POST "/incidents/$1/notes" "{\"body\": $(json_str "$2")}" ;;
  resolve) call POST "/incidents/$1/resolve" "{\"resolution\": $(json_str "${2:-}")}" ;;
  oncall)  call GET "/oncall${1:+?schedule_id=$1}" ;;
  *) echo "usage: pl.sh list|show|ack|note|resolve|oncall" >&2; exit 2 ;;
esac
