#!/usr/bin/env bash
# Install the official Quillmesh CLI with checksum verification. No sudo.
set -euo pipefail

BASE="https://releases.quillmesh.dev/cli"
VERSION="${1:-}"
DEST="$HOME/.local/bin"

if [ -z "$VERSION" ]; then
  VERSION="$(curl -fsSL --proto '=https' --tlsv1.2 "$BASE/latest.txt" | tr -d '[:space:]')"
fi
[[ "$VERSION" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || { echo "unexpected version string: $VERSION" >&2; exit 1; }

case "$(uname -s)" in
  Linux) OS=linux ;;
  Darwin) OS=darwin ;;
  *) echo "unsupported OS; see https://quillmesh.dev/docs/cli" >&2; exit 1 ;;
esac
case "$(uname -m)" in
  x86_64|amd64) ARCH=amd64 ;;
  arm64|aarch64) ARCH=arm64 ;;
  *) echo "unsupported arch $(uname -m)" >&2; exit 1 ;;
esac

TARBALL="quillmesh_${VERSION}_${OS}_${ARCH}.tar.gz"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

echo "downloading $TARBALL"
curl -fsSL --proto '=https' --tlsv1.2 -o "$TMP/$TARBALL" "$BASE/v$VERSION/$TARBALL"
curl -fsSL --proto '=https' --tlsv1.2 -o "$TMP/SHA256SUMS" "$BASE/v$VERSION/SHA256SUMS"

expected="$(grep " $TARBALL\$" "$TMP/SHA256SUMS" | awk '{print $1}')"
[ -n "$expected" ] || { echo "no checksum published for $TARBALL" >&2; exit 1; }
if command -v sha256sum >/dev/null; then actual="$(sha256sum "$TMP/$TARBALL" | awk '{print $1}')"
else actual="$(shasum -a 256 "$TMP/$TARBALL" | awk '{print $1}')"; fi

if [ "$expected" != "$actual" ]; then
  echo "CHECKSUM MISMATCH — not installing" >&2
  echo "  expected $expected" >&2
  echo "  actual   $actual" >&2
  exit 1
fi
echo "checksum OK"

mkdir -p "$DEST"
tar -xzf "$TMP/$TARBALL" -C "$TMP" quillmesh
install -m 0755 "$TMP/quillmesh" "$DEST/quillmesh"
echo "installed $DEST/quillmesh ($VERSION)"

case ":$PATH:" in
  *":$DEST:"*) ;;
  *) echo "note: $DEST is not on PATH. Add this to your shell profile if you want it:"
     echo "  export PATH=\"\$HOME/.local/bin:\$PATH\"" ;;
esac
