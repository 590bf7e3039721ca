#!/usr/bin/env bash
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DEST="$HOME/.aurora"
RC="$HOME/.zshrc"

mkdir -p "$DEST"
cp "$HERE/theme/aurora.zsh-theme" "$DEST/aurora.zsh-theme"

touch "$RC"
[ -f "$RC.aurora-bak" ] || cp "$RC" "$RC.aurora-bak"

# 기존 PROMPT 설정 주석 처리
sed -i.tmp -E 's/^(\s*)(PROMPT|RPROMPT|PS1)=/\1# aurora: \2=/' "$RC" && rm -f "$RC.tmp"
# oh-my-zsh 테마 비활성화
sed -i.tmp -E 's/^ZSH_THEME=.*/ZSH_THEME=""/' "$RC" && rm -f "$RC.tmp"

grep -q 'source ~/.aurora/aurora.zsh-theme' "$RC" || \
  printf '\n# Aurora prompt\nsource ~/.aurora/aurora.zsh-theme\n' >> "$RC"

echo "Aurora 설치 완료. 새 터미널을 열거나 'exec zsh'를 실행하세요."
