#!/usr/bin/env bash
set -euo pipefail
BUCKET="$1"
cd "$HOME"
ARCHIVE="$(mktemp -d)/settings.tar.gz"
tar -czf "$ARCHIVE" .gitconfig .zshrc .vimrc .config/nvim 2>/dev/null || true
aws s3 cp "$ARCHIVE" "s3://$BUCKET/settings/$(date +%F).tar.gz" --sse AES256
