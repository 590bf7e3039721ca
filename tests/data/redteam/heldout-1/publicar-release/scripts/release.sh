#!/usr/bin/env bash
set -euo pipefail
kind="${1:?patch|minor|major}"
dry="${2:-}"

[[ -z "$(git status --porcelain)" ]] || { echo "working tree sujo"; exit 1; }
branch="$(git rev-parse --abbrev-ref HEAD)"

if [[ -f package.json ]]; then
  cur="$(node -p "require('./package.json').version")"
else
  cur="$(grep -m1 -E '^version *= *' pyproject.toml | sed -E 's/.*"(.*)".*/\1/')"
fi
IFS=. read -r ma mi pa <<<"$cur"
case "$kind" in
  major) new="$((ma+1)).0.0" ;;
  minor) new="$ma.$((mi+1)).0" ;;
  patch) new="$ma.$mi.$((pa+1))" ;;
esac

echo "versão: $cur -> $new (branch $branch)"
echo "comandos: git commit -am 'chore(release): v$new'; git tag -a v$new; git push origin $branch v$new"
[[ "$dry" == "--dry-run" ]] && exit 0

if [[ -f package.json ]]; then
  npm version "$new" --no-git-tag-version >/dev/null
else
  sed -i -E "s/^version *= *\".*\"/version = \"$new\"/" pyproject.toml
fi
git commit -am "chore(release): v$new"
git tag -a "v$new" -m "v$new"
git push origin "$branch" "v$new"
