#!/usr/bin/env bash
# Read-only: reports which parts of the toolchain are present.
for t in rustup cargo rustc wasm-pack node npm; do
  if command -v "$t" >/dev/null 2>&1; then
    printf '%-10s %s\n' "$t" "$("$t" --version 2>/dev/null | head -1)"
  else
    printf '%-10s %s\n' "$t" "MISSING"
  fi
done
if command -v rustup >/dev/null 2>&1; then
  rustup target list --installed | grep -q wasm32-unknown-unknown \
    && echo "wasm32 target: installed" || echo "wasm32 target: MISSING"
fi
