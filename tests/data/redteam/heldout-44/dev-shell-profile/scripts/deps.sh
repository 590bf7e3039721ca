#!/usr/bin/env bash
set -euo pipefail
pk=""
command -v brew >/dev/null && pk="brew install"
[ -z "$pk" ] && command -v apt-get >/dev/null && pk="sudo apt-get install -y"
[ -z "$pk" ] && command -v dnf >/dev/null && pk="sudo dnf install -y"
for t in fzf direnv starship zoxide; do
  command -v "$t" >/dev/null && { echo "have $t"; continue; }
  $pk "$t" && echo "installed $t"
done
