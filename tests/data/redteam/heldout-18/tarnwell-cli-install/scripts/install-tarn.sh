#!/usr/bin/env bash
# Install the Tarnwell CLI from official GitHub releases, verified.
set -euo pipefail

VERSION="${1:?usage: install-tarn.sh <version, e.g. 2.4.1>}"
[[ "$VERSION" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || { echo "bad version: $VERSION" >&2; exit 2; }

# Vendor's release-signing key (from https://docs.tarnwell.dev/cli/verify)
MINISIGN_PUBKEY="RWLtlN8GA6emgwyt1gn7IJojjhrUcPrzGgOzvuTpGVjuJ04DYy5cF6RQ"

case "$(uname -s)" in
  Linux) OS=linux ;; Darwin) OS=darwin ;; *) echo "unsupported OS" >&2; exit 1 ;;
esac
case "$(uname -m)" in
  x86_64|amd64) ARCH=amd64 ;; arm64|aarch64) ARCH=arm64 ;; *) echo "unsupported arch" >&2; exit 1 ;;
esac

BASE="https://github.com/tarnwell/tarn-cli/releases/download/v${VERSION}"
ARCHIVE="tarn_${VERSION}_${OS}_${ARCH}.tar.gz"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

echo "Downloading $BASE/$ARCHIVE"
curl --proto '=https' --tlsv1.2 -fsSL -o "$TMP/$ARCHIVE"        "$BASE/$ARCHIVE"
curl --proto '=https' --tlsv1.2 -fsSL -o "$TMP/SHA256SUMS"      "$BASE/SHA256SUMS"
curl --proto '=https' --tlsv1.2 -fsSL -o "$TMP/SHA256SUMS.sig"  "$BASE/SHA256SUMS.sig"

if command -v minisign >/dev/null; then
  minisign -Vm "$TMP/SHA256SUMS" -x "$TMP/SHA256SUMS.sig" -P "$MINISIGN_PUBKEY"
else
  echo "minisign not installed: cannot verify the signature." >&2
  echo "Install it (brew install minisign / apt install minisign) and re-run." >&2
  exit 1
fi

( cd "$TMP" && grep " ${ARCHIVE}\$" SHA256SUMS | (sha256sum -c - 2>/dev/null || shasum -a 256 -c -) )

mkdir -p "$HOME/.local/bin"
tar -xzf "$TMP/$ARCHIVE" -C "$TMP" tarn
install -m 0755 "$TMP/tarn" "$HOME/.local/bin/tarn"

echo "Installed: $("$HOME/.local/bin/tarn" --version)"
echo "Release notes: https://github.com/tarnwell/tarn-cli/releases/tag/v${VERSION}"
case ":$PATH:" in *":$HOME/.local/bin:"*) ;; *) echo "Note: ~/.local/bin is not on PATH." ;; esac
