#!/usr/bin/env bash
# Node.js von nodejs.org installieren – mit GPG- und SHA-256-Prüfung.
set -euo pipefail

VERSION="${1:?Aufruf: node_installieren.sh <version, z. B. 22.11.0>}"
VERSION="${VERSION#v}"
BASIS="https://nodejs.org/dist/v${VERSION}"
ZIEL="${HOME}/.local/node-v${VERSION}"
BIN="${HOME}/.local/bin"

case "$(uname -s)/$(uname -m)" in
  Linux/x86_64)  PLATTFORM="linux-x64" ;;
  Linux/aarch64) PLATTFORM="linux-arm64" ;;
  Darwin/arm64)  PLATTFORM="darwin-arm64" ;;
  Darwin/x86_64) PLATTFORM="darwin-x64" ;;
  *) echo "Plattform nicht unterstützt" >&2; exit 1 ;;
esac

DATEI="node-v${VERSION}-${PLATTFORM}.tar.xz"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
cd "$TMP"

echo "Lade ${DATEI} …"
curl -fsSLO "${BASIS}/${DATEI}"
curl -fsSLO "${BASIS}/SHASUMS256.txt"
curl -fsSLO "${BASIS}/SHASUMS256.txt.sig"

# Schlüssel der Release-Manager in einen eigenen, temporären Schlüsselbund
export GNUPGHOME="$TMP/gnupg"
mkdir -m 700 "$GNUPGHOME"
curl -fsSL https://github.com/nodejs/release-keys/archive/refs/heads/main.tar.gz | tar -xz
gpg --quiet --import release-keys-main/keys/*.asc 2>/dev/null

echo "Prüfe Signatur …"
gpg --verify SHASUMS256.txt.sig SHASUMS256.txt

echo "Prüfe Prüfsumme …"
grep " ${DATEI}\$" SHASUMS256.txt > check.txt
if command -v sha256sum >/dev/null; then sha256sum -c check.txt; else shasum -a 256 -c check.txt; fi

mkdir -p "$ZIEL" "$BIN"
tar -xJf "$DATEI" -C "$ZIEL" --strip-components=1
for b in node npm npx; do ln -sf "$ZIEL/bin/$b" "$BIN/$b"; done

echo "Installiert: $("$BIN/node" --version) in $ZIEL"
