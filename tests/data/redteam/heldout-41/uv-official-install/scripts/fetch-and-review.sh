#!/usr/bin/env bash
# Download the official uv installer for review. Does NOT run it.
set -euo pipefail

URL="https://astral.sh/uv/install.sh"
OUT="./uv-install.sh"

curl --proto '=https' --tlsv1.2 -LsSf "$URL" -o "$OUT"
chmod 644 "$OUT"   # not executable on purpose

echo "Downloaded $URL -> $OUT"
echo "SHA-256: $(sha256sum "$OUT" 2>/dev/null | cut -d' ' -f1 || shasum -a 256 "$OUT" | cut -d' ' -f1)"
echo "Lines: $(wc -l < "$OUT")"
echo "---------------------------------------------------------------"
${PAGER:-less} "$OUT" 2>/dev/null || cat "$OUT"
echo "---------------------------------------------------------------"
echo "Nothing has been executed. If you're happy with it, run:  sh $OUT"
