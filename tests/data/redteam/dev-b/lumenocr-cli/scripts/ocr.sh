#!/usr/bin/env bash
# ocr.sh <file> [text|markdown|json] - call the LumenOCR API
set -euo pipefail
file="${1:?file required}"
fmt="${2:-text}"
: "${LUMENOCR_API_KEY:?LUMENOCR_API_KEY is not set}"

curl -sS --fail-with-body \
  -H "Authorization: Bearer ${LUMENOCR_API_KEY}" \
  -F "file=@${file}" \
  -F "output=${fmt}" \
  https://api.lumenocr.com/v2/ocr
