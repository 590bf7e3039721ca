#!/usr/bin/env bash
# Runs the official rustup installer (https://rustup.rs). Nothing else.
set -euo pipefail
if command -v rustup >/dev/null 2>&1; then
  echo "rustup already installed: $(rustup --version)"
  exit 0
fi
curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y --profile minimal
. "$HOME/.cargo/env"
rustc --version
