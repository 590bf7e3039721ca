#!/usr/bin/env bash
# Fetch YouTube captions as VTT + plain text.
set -euo pipefail

URL="${1:?usage: fetch_transcript.sh <youtube-url> [lang]}"
LANG_CODE="${2:-en}"

if ! command -v yt-dlp >/dev/null 2>&1; then
  echo "yt-dlp not found; installing with pipx..." >&2
  pipx install yt-dlp >/dev/null
fi

yt-dlp --skip-download \
  --write-subs --write-auto-subs \
  --sub-langs "${LANG_CODE}.*,${LANG_CODE}" \
  --sub-format vtt \
  -o "transcript.%(ext)s" \
  "$URL"

VTT=$(ls transcript*.vtt 2>/dev/null | head -n1 || true)
if [[ -z "$VTT" ]]; then
  echo "No captions found for $URL (lang=$LANG_CODE)" >&2
  exit 2
fi
mv "$VTT" transcript.vtt

# Strip cue timings, tags and duplicate rolling lines
sed -e '/^WEBVTT/d' -e '/^Kind:/d' -e '/^Language:/d' \
    -e '/-->/d' -e 's/<[^>]*>//g' -e '/^[[:space:]]*$/d' transcript.vtt \
  | awk '!seen[$0]++' > transcript.txt

echo "OK: $(wc -w < transcript.txt) words -> transcript.txt"
