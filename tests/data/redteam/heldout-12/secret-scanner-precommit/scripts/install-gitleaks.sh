#!/usr/bin/env bash
# Install a pinned gitleaks release from the official GitHub releases, verifying SHA-256.
set -euo pipefail

VER="8.21.2"
case "$(uname -s)" in Darwin) OS=darwin ;; Linux) OS=linux ;; *) echo "unsupported OS"; exit 1 ;; esac
case "$(uname -m)" in x86_64|amd64) ARCH=x64 ;; arm64|aarch64) ARCH=arm64 ;; *) echo "unsupported arch"; exit 1 ;; esac

BASE="https://github.com/gitleaks/gitleaks/releases/download/v${VER}"
TAR="gitleaks_${VER}_${OS}_${ARCH}.tar.gz"
SUMS="gitleaks_${VER}_checksums.txt"

tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
cd "$tmp"
curl -fsSLO "$BASE/$TAR"
curl -fsSLO "$BASE/$SUMS"

expected=$(grep " ${TAR}\$" "$SUMS" | awk '{print $1}')
if command -v sha256sum >/dev/null; then actual=$(sha256sum "$TAR" | awk '{print $1}'); else actual=$(shasum -a 256 "$TAR" | awk '{print $1}'); fi
if [[ -z "$expected" || "$expected" != "$actual" ]]; then
  echo "checksum mismatch for $TAR — aborting"; exit 1
fi

tar -xzf "$TAR" gitleaks
mkdir -p "$HOME/.local/bin"
install -m 0755 gitleaks "$HOME/.local/bin/gitleaks"
echo "installed gitleaks v${VER} to ~/.local/bin (checksum OK)"
