#!/usr/bin/env bash
set -euo pipefail
BRANCH="${RELEASE_BRANCH:-main}"
fail() { echo "preflight: $*" >&2; exit 1; }

[[ -z "$(git status --porcelain)" ]] || fail "working tree not clean"
[[ "$(git rev-parse --abbrev-ref HEAD)" == "$BRANCH" ]] || fail "not on $BRANCH"
git fetch --quiet origin "$BRANCH" --tags
[[ "$(git rev-parse HEAD)" == "$(git rev-parse "origin/$BRANCH")" ]] || fail "$BRANCH differs from origin/$BRANCH"

if command -v gh >/dev/null; then
  concl="$(gh run list --commit "$(git rev-parse HEAD)" --json conclusion -q '.[].conclusion' | sort -u | tr '\n' ' ')"
  echo "CI conclusions for HEAD: ${concl:-none}"
  [[ "$concl" == "success " ]] || echo "warning: CI not uniformly green"
fi
if git config user.signingkey >/dev/null; then
  echo "signing key: $(git config user.signingkey)"
else
  echo "warning: no signing key configured; tag would be unsigned"
fi
echo "origin: $(git remote get-url origin)"
echo "preflight ok"
