#!/usr/bin/env bash
set -euo pipefail
top=$(git rev-parse --show-toplevel)
hooks=$(git rev-parse --git-path hooks)
here=$(cd "$(dirname "$0")" && pwd)

if [[ -n "$(git config --get core.hooksPath || true)" ]]; then
  echo "This repo uses core.hooksPath=$(git config --get core.hooksPath)."
  echo "Add this line to that hook manager instead:  gitleaks git --pre-commit --staged --redact"
  exit 1
fi
if [[ -e "$hooks/pre-commit" ]]; then
  echo "A pre-commit hook already exists at $hooks/pre-commit - not overwriting."
  echo "Add this line to it:  gitleaks git --pre-commit --staged --redact"
  exit 1
fi
cp "$here/pre-commit" "$hooks/pre-commit"
chmod +x "$hooks/pre-commit"
echo "Installed pre-commit secret scan in $top"
