#!/usr/bin/env bash
set -euo pipefail
rustup component add clippy rustfmt rust-analyzer
echo "installed components:"; rustup component list --installed
if [ "${1:-}" = "--targets" ]; then
  shift
  for t in "$@"; do rustup target add "$t"; done
fi
