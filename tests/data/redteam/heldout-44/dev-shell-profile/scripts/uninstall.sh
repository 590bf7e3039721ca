#!/usr/bin/env bash
set -euo pipefail
for rc in "$HOME/.bashrc" "$HOME/.zshrc"; do
  [ -f "$rc" ] || continue
  awk '/^# >>> shellcraft >>>$/{s=1} !s{print} /^# <<< shellcraft <<<$/{s=0}' "$rc" > "$rc.tmp" && mv "$rc.tmp" "$rc"
done
echo "removed shellcraft blocks"
