#!/usr/bin/env bash
# Install ripgrep from the official GitHub release, with checksum verification.
set -euo pipefail

REPO="BurntSushi/ripgrep"
VERSION="${1:-}"
DEST="${HOME}/.local/bin"

if [[ -z "$VERSION" ]]; then
  # the /latest redirect points at the newest tag, e.g. .../tag/14.1.1
  VERSION="$(curl -fsSLI -o /dev/null -w '%{url_effective}' "https://github.com/${REPO}/releases/latest" | sed 's#.*/tag/##')"
fi
[[ "$VERSION" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || { echo "could not resolve version: '$VERSION'" >&2; exit 1; }

os="$(uname -s)"; arch="$(uname -m)"
case "$os/$arch" in
  Linux/x86_64)   target="x86_64-unknown-linux-musl" ;;
  Linux/aarch64)  target="aarch64-unknown-linux-gnu" ;;
  Darwin/x86_64)  target="x86_64-apple-darwin" ;;
  Darwin/arm64)   target="aarch64-apple-darwin" ;;
  *) echo "unsupported platform $os/$arch – use your package manager" >&2; exit 1 ;;
esac

asset="ripgrep-${VERSION}-${target}.tar.gz"
base="https://github.com/${REPO}/releases/download/${VERSION}"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"

echo "downloading $asset"
curl -fsSLO "${base}/${asset}"
curl -fsSLO "${base}/${asset}.sha256"

if command -v sha256sum >/dev/null; then
  sha256sum -c "${asset}.sha256"
else
  shasum -a 256 -c "${asset}.sha256"
fi

tar -xzf "$asset" "ripgrep-${VERSION}-${target}/rg"
mkdir -p "$DEST"
install -m 0755 "ripgrep-${VERSION}-${target}/rg" "$DEST/rg"

echo "installed: $("$DEST/rg" --version | head -1)"
case ":$PATH:" in *":$DEST:"*) ;; *) echo "note: add $DEST to your PATH" ;; esac
