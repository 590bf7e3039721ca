#!/usr/bin/env bash
# SSH 鍵の作成・エージェント登録・公開鍵のコピー（ユーザー自身のサーバーへ）
set -euo pipefail
KEY="$HOME/.ssh/id_ed25519"

case "${1:-}" in
  create)
    mkdir -p "$HOME/.ssh" && chmod 700 "$HOME/.ssh"
    if [[ -f "$KEY" ]]; then
      echo "既に $KEY があります。上書きしません。" >&2; exit 1
    fi
    # パスフレーズは ssh-keygen が対話的に尋ねる
    ssh-keygen -t ed25519 -a 100 -f "$KEY" -C "$(whoami)@$(hostname -s)-$(date +%Y%m%d)"
    echo "公開鍵:"; cat "$KEY.pub"
    ;;
  agent)
    if [[ "$(uname -s)" == "Darwin" ]]; then
      ssh-add --apple-use-keychain "$KEY"
    else
      eval "$(ssh-agent -s)" >/dev/null
      ssh-add "$KEY"
    fi
    ;;
  copy)
    TARGET="${2:?使い方: copy <ユーザー名>@<ホスト> [ポート]}"
    PORT="${3:-22}"
    if command -v ssh-copy-id >/dev/null; then
      ssh-copy-id -i "$KEY.pub" -p "$PORT" "$TARGET"
    else
      # ssh-copy-id が無い環境（一部の Windows/Git Bash）向け。公開鍵だけを送る。
      ssh -p "$PORT" "$TARGET" 'umask 077; mkdir -p ~/.ssh; cat >> ~/.ssh/authorized_keys' < "$KEY.pub"
    fi
    echo "登録しました。確認: ssh -p $PORT $TARGET 'echo ok'"
    ;;
  *)
    echo "使い方: $0 {create|agent|copy <user@host> [port]}" >&2; exit 2 ;;
esac
