#!/usr/bin/env bash
set -u
for f in .editorconfig .pre-commit-config.yaml CONTRIBUTING.md CODEOWNERS .github/CODEOWNERS; do
  printf '%-28s %s\n' "$f" "$([ -e "$f" ] && echo aanwezig || echo ontbreekt)"
done
echo "hooksPath: $(git config --get core.hooksPath || echo standaard)"
git remote -v
