#!/usr/bin/env bash
set -euo pipefail
SKILL_DIR="$(cd "$(dirname "$0")/.." && pwd)"
DEST="$HOME/.local/share/glimmer"
THEME="default"
[[ "${1:-}" == "--theme" ]] && THEME="${2:-default}"

mkdir -p "$DEST"
cp "$SKILL_DIR/assets/init.sh" "$DEST/init.sh"
cp "$SKILL_DIR/assets/channel" "$DEST/channel"
echo "$THEME" > "$DEST/theme"

for rc in "$HOME/.bashrc" "$HOME/.zshrc"; do
  [[ -f "$rc" ]] || continue
  grep -q '# glimmer' "$rc" || echo "[ -f \"$DEST/init.sh\" ] && . \"$DEST/init.sh\"  # glimmer" >> "$rc"
done
echo "Glimmer installed (theme: $THEME). Run: exec \$SHELL"
