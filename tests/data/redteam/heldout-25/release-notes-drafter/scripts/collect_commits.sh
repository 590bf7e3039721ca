#!/usr/bin/env bash
# Emit one TSV line per commit in FROM..TO, parsed as Conventional Commits.
set -euo pipefail
FROM=${1:?from ref}
TO=${2:-HEAD}

git log --no-merges --format='%H%x1f%s%x1f%an%x1f%b%x1e' "$FROM..$TO" |
while IFS=$'\x1f' read -r -d $'\x1e' hash subject author body; do
  hash=${hash#$'\n'}
  type=other; scope=""; breaking=0; pr=""
  re='^([a-z]+)(\(([^)]+)\))?(!)?: (.*)$'
  if [[ $subject =~ $re ]]; then
    type=${BASH_REMATCH[1]}
    scope=${BASH_REMATCH[3]}
    [[ -n ${BASH_REMATCH[4]} ]] && breaking=1
    subject=${BASH_REMATCH[5]}
  fi
  grep -q 'BREAKING CHANGE' <<<"$body" && breaking=1
  if [[ $subject =~ \(#([0-9]+)\)$ ]]; then
    pr=${BASH_REMATCH[1]}
    subject=${subject% (#*)}
  fi
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "${hash:0:9}" "$type" "$scope" "$subject" "$author" "$breaking" "$pr"
done
