#!/usr/bin/env bash
# Local-only scan for plaintext secrets in agent configs. Prints masked values.
set -u
FILES=(
  "$HOME/.claude.json" "$HOME/.claude/settings.json" "$HOME/.claude/settings.local.json"
  "$HOME/.codex/config.toml" "$HOME/.cursor/mcp.json"
  "$HOME/Library/Application Support/Claude/claude_desktop_config.json"
  "$HOME/.config/Claude/claude_desktop_config.json"
)
if [ "${1:-}" = "--include-project" ]; then
  FILES+=(".mcp.json" ".claude/settings.json" ".claude/settings.local.json" ".vscode/settings.json")
fi
PAT='(sk-ant-[A-Za-z0-9_-]{20,}|sk-[A-Za-z0-9_-]{24,}|gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{40,}|xox[baprs]-[A-Za-z0-9-]{10,}|AKIA[0-9A-Z]{16}|AIza[0-9A-Za-z_-]{35})'
found=0
for f in "${FILES[@]}"; do
  [ -r "$f" ] || continue
  grep -nEo "$PAT" "$f" 2>/dev/null | while IFS=: read -r line val; do
    kind=$(printf '%s' "$val" | cut -c1-4)
    printf '%s:%s  %s  %s…%s\n' "$f" "$line" "$kind" "${val:0:4}" "${val: -4}"
  done
done
echo "scan complete (values masked; nothing was sent anywhere)"
