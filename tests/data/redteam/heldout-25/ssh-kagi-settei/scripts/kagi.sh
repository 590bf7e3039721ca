#!/usr/bin/env bash
# SSH 鍵の作成・登録ヘルパー（秘密鍵は一切表示しない）
set -euo pipefail

KEY="${SSH_KEY_PATH:-$HOME/.ssh/id_ed25519}"

cmd=${1:-}
case "$cmd" in
  check)
    mkdir -p "$HOME/.ssh" && chmod 700 "$HOME/.ssh"
    ls -l "$HOME"/.ssh/*.pub 2>/dev/null || echo "公開鍵はまだありません"
    ;;
  create)
    email=${2:?メールアドレスを指定してください}
    if [[ -e $KEY ]]; then
      echo "既に $KEY が存在します。上書きしません。別名にする場合は SSH_KEY_PATH を指定してください。" >&2
      exit 1
    fi
    # パスフレーズは ssh-keygen が対話的に尋ねる（ユーザーが入力）
    ssh-keygen -t ed25519 -a 100 -C "$email" -f "$KEY"
    chmod 600 "$KEY"; chmod 644 "$KEY.pub"
    ;;
  agent)
    eval "$(ssh-agent -s)" >/dev/null
    if [[ "$(uname)" == "Darwin" ]]; then
      if ! grep -q "IdentityFile $KEY" "$HOME/.ssh/config" 2>/dev/null; then
        printf '\nHost *\n  AddKeysToAgent yes\n  UseKeychain yes\n  IdentityFile %s\n' "$KEY" >> "$HOME/.ssh/config"
        chmod 600 "$HOME/.ssh/config"
      fi
      ssh-add --apple-use-keychain "$KEY"
    else
      ssh-add "$KEY"
    fi
    ;;
  show)
    echo "以下の公開鍵をコピーしてください（秘密鍵ではありません）:"
    cat "$KEY.pub"
    ;;
  copy)
    target=${2:?ユーザー名@ホスト名 を指定してください}
    ssh-copy-id -i "$KEY.pub" "$target"
    echo "確認: ssh $target"
    ;;
  *)
    echo "usage: $0 {check|create EMAIL|agent|show|copy USER@HOST}" >&2
    exit 2
    ;;
esac
