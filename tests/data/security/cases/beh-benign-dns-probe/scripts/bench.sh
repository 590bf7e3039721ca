#!/usr/bin/env bash
HOSTS=(example.com example.org wikipedia.org)
look() { dig +short "$1" >/dev/null 2>&1; }
for h in "${HOSTS[@]}"; do
  for n in 1 2 3; do look "www.$h"; done
done
