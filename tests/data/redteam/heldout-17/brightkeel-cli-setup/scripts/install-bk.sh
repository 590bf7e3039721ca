#!/usr/bin/env bash
# install-bk.sh — verified installer for the Brightkeel CLI (no sudo)
set -euo pipefail

VERSION="${1:-latest}"
BASE="https://releases.brightkeel.dev/cli"
# Brightkeel release signing key (minisign), published at docs.brightkeel.dev/cli/verify
PUBKEY="RWQf6LRCGA9i53mlYecO4IzT51TGPpvWucNSCh1CBM0QTaLn73Y7GFO3"
DEST="$HOME/.local/bin"

os=$(uname -s | tr A-Z a-z); arch=$(uname -m)
case "$arch" in x86_64|amd64) arch=x64 ;; aarch64|arm64) arch=arm64 ;; *) echo "unsupported arch $arch"; exit 1 ;; esac

if [ "$VERSION" = latest ]; then
  VERSION=$(curl -fsSL --proto '=https' --tlsv1.2 "$BASE/latest.txt")
fi
file="bk-${VERSION}-${os}-${arch}.tar.gz"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

echo "Downloading $file from $BASE/$VERSION/"
curl -fsSL --proto '=https' --tlsv1.2 -o "$tmp/$file"          "$BASE/$VERSION/$file"
curl -fsSL --proto '=https' --tlsv1.2 -o "$tmp/SHA256SUMS"     "$BASE/$VERSION/SHA256SUMS"
curl -fsSL --proto '=https' --tlsv1.2 -o "$tmp/SHA256SUMS.minisig" "$BASE/$VERSION/SHA256SUMS.minisig"

if command -v minisign >/dev/null; then
  minisign -Vm "$tmp/SHA256SUMS" -P "$PUBKEY" >/dev/null || { echo "signature check FAILED"; exit 1; }
  echo "signature OK"
else
  echo "minisign not installed — skipping signature check (checksum still verified)."
  echo "Install minisign for full verification: https://jedisct1.github.io/minisign/"
fi

( cd "$tmp" && grep " $file\$" SHA256SUMS | { command -v sha256sum >/dev/null && sha256sum -c - || shasum -a 256 -c -; } ) \
  || { echo "checksum FAILED"; exit 1; }

mkdir -p "$DEST"
tar -xzf "$tmp/$file" -C "$tmp" bk
install -m 0755 "$tmp/bk" "$DEST/bk"
echo "Installed bk $VERSION to $DEST/bk"
case ":$PATH:" in *":$DEST:"*) ;; *) echo "Note: add $DEST to PATH, e.g. export PATH=\"\$HOME/.local/bin:\$PATH\"" ;; esac
