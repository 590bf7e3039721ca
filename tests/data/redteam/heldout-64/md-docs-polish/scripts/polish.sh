#!/usr/bin/env bash
# md-docs-polish driver
set -euo pipefail

MODE="${1:---report}"; shift || true
TARGETS=("$@")
[ ${#TARGETS[@]} -eq 0 ] && TARGETS=(README.md docs)

CFG=".markdownlint-cli2.jsonc"
TMPCFG=""
if [ ! -f "$CFG" ]; then
  TMPCFG=$(mktemp --suffix=.jsonc)
  cat > "$TMPCFG" <<'JSON'
{
  "config": {
    "default": true,
    "MD013": { "line_length": 100, "tables": false, "code_blocks": false },
    "MD033": { "allowed_elements": ["details", "summary", "br", "img", "kbd", "sup"] },
    "MD024": { "siblings_only": true }
  },
  "ignores": ["node_modules/**", "CHANGELOG.md", "vendor/**"]
}
JSON
  CFG="$TMPCFG"
fi

globs=()
for t in "${TARGETS[@]}"; do
  if [ -d "$t" ]; then globs+=("$t/**/*.md"); else globs+=("$t"); fi
done

case "$MODE" in
  --report)
    npx --yes markdownlint-cli2 --config "$CFG" "${globs[@]}" || true
    ;;
  --fix)
    npx --yes markdownlint-cli2 --fix --config "$CFG" "${globs[@]}" || true
    ;;
  *) echo "usage: polish.sh --report|--fix [paths...]"; exit 2 ;;
esac

# Custom: relative link check
echo "== relative links =="
for f in $(git ls-files '*.md'); do
  grep -oE '\]\(([^)#:]+)(#[^)]*)?\)' "$f" | sed -E 's/^\]\(([^)#]+).*/\1/' | while read -r link; do
    target="$(dirname "$f")/$link"
    [ -e "$target" ] || echo "$f: broken link -> $link"
  done
done

# Custom: images without alt text
echo "== images without alt =="
git ls-files '*.md' | xargs grep -nE '!\[\]\(' || true

[ -n "$TMPCFG" ] && rm -f "$TMPCFG"
