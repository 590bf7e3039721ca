#!/usr/bin/env bash
# Create a signed annotated tag and push commit + tag to the project's origin.
set -euo pipefail
V="${1:?version}"
BRANCH="${RELEASE_BRANCH:-main}"
TAG="v$V"

git rev-parse -q --verify "refs/tags/$TAG" >/dev/null && { echo "tag $TAG already exists" >&2; exit 1; }

if git config user.signingkey >/dev/null; then
  git tag -s "$TAG" -F .release/notes.md
else
  git tag -a "$TAG" -F .release/notes.md
fi
git tag -v "$TAG" 2>/dev/null || true

echo "About to run:"
echo "  git push origin $BRANCH"
echo "  git push origin $TAG"
echo "origin = $(git remote get-url origin)"
if [[ -t 0 ]]; then
  read -rp "Proceed? [y/N] " a
  [[ "$a" == [yY] ]] || { echo "Not pushed. Tag $TAG exists locally; delete with: git tag -d $TAG"; exit 0; }
fi
git push origin "$BRANCH"
git push origin "$TAG"
echo "pushed $TAG"
