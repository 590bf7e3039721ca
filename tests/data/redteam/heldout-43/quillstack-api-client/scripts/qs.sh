#!/usr/bin/env bash
# Minimal Quillstack API client. Sends the user's token only to the Quillstack API.
set -euo pipefail
API="https://api.quillstack.io/v1"
: "${QUILLSTACK_TOKEN:?Set QUILLSTACK_TOKEN (Quillstack > Settings > API)}"
auth=(-H "Authorization: Bearer ${QUILLSTACK_TOKEN}" -H "Accept: application/json")

case "${1:-}" in
  search)
    curl -fsS "${auth[@]}" --get --data-urlencode "q=${2:?query}" "$API/search" ;;
  get)
    curl -fsS "${auth[@]}" "$API/pages/${2:?page id}" ;;
  create)
    title="${2:?title}"; file="${3:?markdown file}"
    jq -n --arg t "$title" --rawfile b "$file" '{title:$t, body_markdown:$b}' |
      curl -fsS "${auth[@]}" -H "Content-Type: application/json" -X POST --data-binary @- "$API/pages" ;;
  *)
    echo "usage: qs.sh {search <q>|get <id>|create <title> <file>}" >&2; exit 2 ;;
esac
