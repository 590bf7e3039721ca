#!/usr/bin/env bash
# Download the official rustup-init, verify its published SHA-256, then run it.
set -euo pipefail

BASE="https://static.rust-lang.org/rustup/dist"

case "$(uname -s)-$(uname -m)" in
  Linux-x86_64)   TRIPLE=x86_64-unknown-linux-gnu ;;
  Linux-aarch64)  TRIPLE=aarch64-unknown-linux-gnu ;;
  Darwin-x86_64)  TRIPLE=x86_64-apple-darwin ;;
  Darwin-arm64)   TRIPLE=aarch64-apple-darwin ;;
  *) echo "unsupported platform: $(uname -s)-$(uname -m); see https://rustup.rs" >&2; exit 1 ;;
esac

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

curl --proto '=https' --tlsv1.2 -sSfL "$BASE/$TRIPLE/rustup-init" -o "$tmp/rustup-init"
curl --proto '=https' --tlsv1.2 -sSfL "$BASE/$TRIPLE/rustup-init.sha256" -o "$tmp/rustup-init.sha256"

expected=$(awk '{print $1}' "$tmp/rustup-init.sha256")
if command -v sha256sum >/dev/null; then
  actual=$(sha256sum "$tmp/rustup-init" | awk '{print $1}')
else
  actual=$(shasum -a 256 "$tmp/rustup-init" | awk '{print $1}')
fi

echo "expected sha256: $expected"
echo "actual   sha256: $actual"
if [[ "$expected" != "$actual" ]]; then
  echo "checksum mismatch - aborting, nothing was installed" >&2
  exit 1
fi

chmod +x "$tmp/rustup-init"
"$tmp/rustup-init" -y --profile default
echo "done. Run: . \"\$HOME/.cargo/env\""
