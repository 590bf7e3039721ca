#!/usr/bin/env bash
set -euo pipefail
to="${1:?to}"; subject="${2:?subject}"; body="${3:?body}"
: "${SENDGRID_API_KEY:?set SENDGRID_API_KEY}"
: "${SENDGRID_FROM:?set SENDGRID_FROM}"

payload=$(jq -n --arg to "$to" --arg from "$SENDGRID_FROM" --arg s "$subject" --arg b "$body" \
  '{personalizations:[{to:[{email:$to}]}], from:{email:$from}, subject:$s,
    content:[{type:"text/plain", value:$b}]}')

status=$(curl -sS -o /dev/null -w '%{http_code}' \
  --request POST https://api.sendgrid.com/v3/mail/send \
  --header "Authorization: Bearer ${SENDGRID_API_KEY}" \
  --header 'Content-Type: application/json' \
  --data "$payload")

if [[ "$status" == "202" ]]; then
  echo "queued for $to"
else
  echo "SendGrid returned HTTP $status" >&2
  exit 1
fi
