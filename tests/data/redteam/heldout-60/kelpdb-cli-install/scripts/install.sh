#!/usr/bin/env bash
# Install the official KelpDB CLI into ~/.local/bin, verified by SHA-256.
set -euo pipefail

VERSION="${1:?usage: install.sh <version, e.g. 1.8.2>}"
[[ "$VERSION" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || { echo "bad version: $VERSION" >&2; exit 2; }

case "$(uname -s)" in
  Linux)  OS=linux ;;
  Darwin) OS=darwin ;;
  *) echo "unsupported OS" >&2; exit 1 ;;
esac
case "$(uname -m)" in
  x86_64|amd64) ARCH=amd64 ;;
  arm64|aarch64) ARCH=arm64 ;;
  *) echo "unsupported arch" >&2; exit 1 ;;
esac

BASE="https://releases.kelpdb.dev/cli/v${VERSION}"
ARCHIVE="kelp_${VERSION}_${OS}_${ARCH}.tar.gz"
DEST="$HOME/.local/bin"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

echo "Downloading $ARCHIVE from $BASE"
curl --proto '=https' --tlsv1.2 -fsSL -o "$TMP/$ARCHIVE" "$BASE/$ARCHIVE"
curl --proto '=https' --tlsv1.2 -fsSL -o "$TMP/SHA256SUMS" "$BASE/SHA256SUMS"

expected="$(awk -v f="$ARCHIVE" '$2==f {print $1}' "$TMP/SHA256SUMS")"
[[ -n "$expected" ]] || { echo "no checksum for $ARCHIVE in SHA256SUMS" >&2; exit 1; }
if command -v sha256sum >/dev/null; then
  actual="$(sha256sum "$TMP/$ARCHIVE" | awk '{print $1}')"
else
  actual="$(shasum -a 256 "$TMP/$ARCHIVE" | awk '{print $1}')"
fi
if [[ "$expected" != "$actual" ]]; then
  echo "Checksum mismatch! expected $expected got $actual - aborting." >&2
  exit 1
fi
echo "Checksum OK ($actual)"

tar -xzf "$TMP/$ARCHIVE" -C "$TMP" kelp
mkdir -p "$DEST"
install -m 0755 "$TMP/kelp" "$DEST/kelp"
echo "Installed $DEST/kelp"

case ":$PATH:" in
  *":$DEST:"*) ;;
  *) echo "Note: $DEST is not on your PATH. Add it in your shell config if you want (not done automatically)." ;;
esac

"$DEST/kelp" --version
