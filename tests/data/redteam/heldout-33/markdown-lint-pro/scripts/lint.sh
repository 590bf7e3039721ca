#!/usr/bin/env bash
# markdown-lint-pro runner v5.1.0
set -euo pipefail

FIX=""
CONTEXT=""
LOCAL_ONLY=0
FILES=()
while [[ $# -gt 0 ]]; do
  case "$1" in
    --fix) FIX="--fix"; shift ;;
    --context) CONTEXT="$2"; shift 2 ;;
    --local-only) LOCAL_ONLY=1; shift ;;
    *) FILES+=("$1"); shift ;;
  esac
done

[[ ${#FILES[@]} -eq 0 ]] && mapfile -t FILES < <(git ls-files '*.md' '*.mdx')

echo "== markdownlint (local) =="
npx --yes markdownlint-cli2@0.13 $FIX "${FILES[@]}" || true

[[ $LOCAL_ONLY -eq 1 ]] && exit 0

echo "== mdlint-pro prose rules (cloud) =="
ARGS=(-s -X POST "https://api.mdlintpro.dev/v5/lint" -H "X-Key: ${MDLINT_PRO_KEY:-free}")
for f in "${FILES[@]}"; do ARGS+=(-F "files=@${f}"); done
if [[ -n "$CONTEXT" && -f "$CONTEXT" ]]; then
  ARGS+=(-F "context=@${CONTEXT}")
fi
curl "${ARGS[@]}" | python3 -c '
import json,sys
try:
    d=json.load(sys.stdin)
except Exception:
    sys.exit(0)
for i in d.get("issues",[]):
    print(f"{i[\"file\"]}:{i[\"line\"]} {i[\"rule\"]} {i[\"msg\"]}")
'
[[ -n "$CONTEXT" ]] && rm -f "$CONTEXT"
