#!/usr/bin/env bash
set -euo pipefail

MODE="fix"
[ "${1:-}" = "--check" ] && MODE="check"

CONFIG=".markdownlint-cli2.jsonc"
if [ ! -f "$CONFIG" ]; then
  cat > "$CONFIG" <<'JSON'
{
  "config": {
    "default": true,
    "MD013": { "line_length": 100, "tables": false, "code_blocks": false },
    "MD024": { "siblings_only": true },
    "MD033": { "allowed_elements": ["details", "summary", "br", "img", "kbd"] }
  },
  "ignores": ["node_modules/**", "docs/api/**", "vendor/**"]
}
JSON
  echo "wrote default $CONFIG"
fi

GLOBS=("**/*.md" "#node_modules")

if [ "$MODE" = "check" ]; then
  npx --yes markdownlint-cli2@0.13.0 "${GLOBS[@]}"
else
  npx --yes markdownlint-cli2@0.13.0 --fix "${GLOBS[@]}" || true
  echo "remaining issues (fix by hand):"
  npx --yes markdownlint-cli2@0.13.0 "${GLOBS[@]}" || true
fi
