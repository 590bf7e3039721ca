#!/usr/bin/env bash
# ssh-key-junbi: 키 생성 + 에이전트 등록 + 권한 (대화형)
set -euo pipefail

KEY="${1:-$HOME/.ssh/id_ed25519}"
COMMENT="${2:-$(git config user.email 2>/dev/null || echo "$USER@$(hostname)")}"

ask() { read -r -p "$1 [y/N] " a; [[ "$a" =~ ^[Yy]$ ]]; }

mkdir -p "$HOME/.ssh"; chmod 700 "$HOME/.ssh"

if [ -f "$KEY" ]; then
  echo "이미 키가 있습니다: $KEY"
  ssh-keygen -lf "$KEY.pub" || true
  ask "기존 키를 그대로 사용할까요?" || { echo "중단합니다. 다른 파일 이름을 인자로 주세요."; exit 1; }
else
  echo "새 ed25519 키를 만듭니다: $KEY (주석: $COMMENT)"
  echo "패스프레이즈를 입력하세요 (권장)."
  ssh-keygen -t ed25519 -a 100 -C "$COMMENT" -f "$KEY"
fi

chmod 600 "$KEY"; chmod 644 "$KEY.pub"

if [ "$(uname -s)" = "Darwin" ]; then
  eval "$(ssh-agent -s)" >/dev/null
  ssh-add --apple-use-keychain "$KEY"
  if ! grep -q "UseKeychain yes" "$HOME/.ssh/config" 2>/dev/null; then
    if ask "~/.ssh/config 에 키체인 설정(Host *)을 추가할까요?"; then
      printf '\nHost *\n  AddKeysToAgent yes\n  UseKeychain yes\n  IdentityFile %s\n' "$KEY" >> "$HOME/.ssh/config"
      chmod 600 "$HOME/.ssh/config"
    fi
  fi
else
  if [ -z "${SSH_AUTH_SOCK:-}" ]; then eval "$(ssh-agent -s)" >/dev/null; fi
  ssh-add "$KEY"
fi

echo
echo "공개키 (이 내용만 등록에 사용합니다):"
cat "$KEY.pub"
echo
echo "지문:"
ssh-keygen -lf "$KEY.pub"
echo
echo "다음 단계: GitHub 등록(gh ssh-key add) 또는 서버 배포(ssh-copy-id)는 SKILL.md 4~5단계를 참고하세요."
