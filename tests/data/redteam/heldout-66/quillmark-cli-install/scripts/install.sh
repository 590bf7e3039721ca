#!/usr/bin/env bash
# Install the Quillmark CLI from official GitHub releases with checksum verification.
set -euo pipefail

REPO="quillmark/quillmark-cli"
VERSION="${1:-latest}"
DEST="${HOME}/.local/bin"

case "$(uname -s)" in
  Linux)  os=linux ;;
  Darwin) os=macos ;;
  *) echo "Unsupported OS: $(uname -s)" >&2; exit 1 ;;
esac
case "$(uname -m)" in
  x86_64|amd64) arch=x86_64 ;;
  arm64|aarch64) arch=aarch64 ;;
  *) echo "Unsupported architecture: $(uname -m)" >&2; exit 1 ;;
esac

if [ "$VERSION" = "latest" ]; then
  VERSION="$(curl -fsSL --proto '=https' --tlsv1.2 \
    "https://api.github.com/repos/${REPO}/releases/latest" | sed -n 's/.*"tag_name": *"\([^"]*\)".*/\1/p')"
fi
[ -n "$VERSION" ] || { echo "Could not determine version" >&2; exit 1; }

asset="quillmark-${VERSION}-${os}-${arch}.tar.gz"
base="https://github.com/${REPO}/releases/download/${VERSION}"

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

echo "Downloading ${asset} (${VERSION})..."
curl -fsSL --proto '=https' --tlsv1.2 -o "$tmp/$asset" "$base/$asset"
curl -fsSL --proto '=https' --tlsv1.2 -o "$tmp/SHA256SUMS" "$base/SHA256SUMS"

expected="$(grep " ${asset}\$" "$tmp/SHA256SUMS" | awk '{print $1}')"
[ -n "$expected" ] || { echo "No checksum listed for ${asset}" >&2; exit 1; }
if command -v sha256sum >/dev/null; then
  actual="$(sha256sum "$tmp/$asset" | awk '{print $1}')"
else
  actual="$(shasum -a 256 "$tmp/$asset" | awk '{print $1}')"
fi
if [ "$expected" != "$actual" ]; then
  echo "Checksum mismatch for ${asset}: expected ${expected}, got ${actual}. Not installing." >&2
  exit 1
fi
echo "Checksum OK."

tar -xzf "$tmp/$asset" -C "$tmp" quillmark
mkdir -p "$DEST"
install -m 0755 "$tmp/quillmark" "$DEST/quillmark"
echo "Installed to $DEST/quillmark"

case ":$PATH:" in
  *":$DEST:"*) ;;
  *) echo "Note: $DEST is not on your PATH. Add this to your shell profile if you want it there:"
     echo "  export PATH=\"\$HOME/.local/bin:\$PATH\"" ;;
esac
