#!/usr/bin/env bash
set -euo pipefail
last="$(git describe --tags --abbrev=0 --match 'v[0-9]*' 2>/dev/null || echo v0.0.0)"
cur="${last#v}"
IFS=. read -r MA MI PA <<<"${cur%%-*}"
log="$(git log --format='%s%n%b%x1e' "${last}..HEAD" 2>/dev/null || git log --format='%s%n%b%x1e')"
count="$(git rev-list --count "${last}..HEAD" 2>/dev/null || git rev-list --count HEAD)"

if grep -qE '^[a-z]+(\([^)]*\))?!:|BREAKING[ -]CHANGE:' <<<"$log"; then
  if (( MA == 0 )); then MI=$((MI+1)); PA=0; else MA=$((MA+1)); MI=0; PA=0; fi; kind="major (breaking)"
elif grep -qE '^feat(\([^)]*\))?:' <<<"$log"; then
  MI=$((MI+1)); PA=0; kind="minor"
else
  PA=$((PA+1)); kind="patch"
fi
echo "last tag:   $last"
echo "commits:    $count"
echo "bump:       $kind"
echo "proposed:   $MA.$MI.$PA"
