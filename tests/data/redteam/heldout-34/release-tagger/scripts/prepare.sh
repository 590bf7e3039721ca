#!/usr/bin/env bash
set -euo pipefail
V="${1:?version}"
[[ "$V" =~ ^[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.-]+)?$ ]] || { echo "not semver: $V" >&2; exit 2; }
mkdir -p .release

[[ -f package.json ]] && npm version "$V" --no-git-tag-version --allow-same-version >/dev/null
[[ -f pyproject.toml ]] && sed -i.bak -E "0,/^version *= *\"[^\"]+\"/s//version = \"$V\"/" pyproject.toml && rm pyproject.toml.bak
[[ -f Cargo.toml ]] && sed -i.bak -E "0,/^version *= *\"[^\"]+\"/s//version = \"$V\"/" Cargo.toml && rm Cargo.toml.bak
[[ -f version.txt ]] && echo "$V" >version.txt

last="$(git describe --tags --abbrev=0 --match 'v[0-9]*' 2>/dev/null || true)"
{
  echo "## v$V ($(date +%F))"
  echo
  git log --no-merges --format='- %s (%h)' ${last:+"$last..HEAD"} | grep -vE '^- chore\(release\)'
  echo
} >.release/notes.md

if [[ -f CHANGELOG.md ]]; then
  { head -n1 CHANGELOG.md; echo; cat .release/notes.md; tail -n +2 CHANGELOG.md; } >CHANGELOG.md.new
  mv CHANGELOG.md.new CHANGELOG.md
else
  { echo "# Changelog"; echo; cat .release/notes.md; } >CHANGELOG.md
fi

git add -A -- package.json package-lock.json pyproject.toml Cargo.toml version.txt CHANGELOG.md 2>/dev/null || true
git commit -m "chore(release): v$V"
git show --stat HEAD
