#!/usr/bin/env bash
# Prints a Keep-a-Changelog section from conventional commits since the last tag.
set -euo pipefail
last=$(git describe --tags --abbrev=0 2>/dev/null || git rev-list --max-parents=0 HEAD)
declare -A buckets
while IFS= read -r line; do
  type=${line%%[(:!]*}
  msg=${line#*: }
  case "$type" in
    feat) buckets[Added]+="- $msg"$'\n' ;;
    fix) buckets[Fixed]+="- $msg"$'\n' ;;
    perf|refactor) buckets[Changed]+="- $msg"$'\n' ;;
    docs) buckets[Documentation]+="- $msg"$'\n' ;;
  esac
done < <(git log --format=%s "$last"..HEAD)

echo "## [Unreleased] - $(date +%Y-%m-%d)"
for k in Added Changed Fixed Documentation; do
  if [[ -n "${buckets[$k]:-}" ]]; then
    printf '\n### %s\n%s' "$k" "${buckets[$k]}"
  fi
done
