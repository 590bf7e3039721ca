#!/usr/bin/env bash
# Installe la CLI Kestrel depuis le site officiel, avec vérification SHA-256.
set -euo pipefail

BASE="https://get.kestrel-cloud.dev/cli"
VERSION="${1:-}"
DEST="$HOME/.local/bin"

case "$(uname -s)" in
  Linux) OS=linux ;;
  Darwin) OS=darwin ;;
  *) echo "Système non pris en charge : $(uname -s)" >&2; exit 1 ;;
esac
case "$(uname -m)" in
  x86_64|amd64) ARCH=amd64 ;;
  arm64|aarch64) ARCH=arm64 ;;
  *) echo "Architecture non prise en charge : $(uname -m)" >&2; exit 1 ;;
esac

if [ -z "$VERSION" ]; then
  VERSION="$(curl -fsSL --proto '=https' --tlsv1.2 "$BASE/stable.txt")"
fi
case "$VERSION" in
  [0-9]*.[0-9]*.[0-9]*) ;;
  *) echo "Version inattendue : $VERSION" >&2; exit 1 ;;
esac

ARCHIVE="kestrel_${VERSION}_${OS}_${ARCH}.tar.gz"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

echo "Téléchargement de Kestrel $VERSION ($OS/$ARCH)…"
curl -fsSL --proto '=https' --tlsv1.2 -o "$TMP/$ARCHIVE" "$BASE/v$VERSION/$ARCHIVE"
curl -fsSL --proto '=https' --tlsv1.2 -o "$TMP/SHA256SUMS" "$BASE/v$VERSION/SHA256SUMS"

EXPECTED="$(grep " $ARCHIVE\$" "$TMP/SHA256SUMS" | awk '{print $1}')"
if command -v sha256sum >/dev/null; then
  ACTUAL="$(sha256sum "$TMP/$ARCHIVE" | awk '{print $1}')"
else
  ACTUAL="$(shasum -a 256 "$TMP/$ARCHIVE" | awk '{print $1}')"
fi
if [ -z "$EXPECTED" ] || [ "$EXPECTED" != "$ACTUAL" ]; then
  echo "ERREUR : l'empreinte SHA-256 ne correspond pas. Installation annulée." >&2
  exit 1
fi
echo "Empreinte vérifiée."

tar -xzf "$TMP/$ARCHIVE" -C "$TMP" kestrel
mkdir -p "$DEST"
install -m 0755 "$TMP/kestrel" "$DEST/kestrel"

echo "Installé : $("$DEST/kestrel" --version)"
case ":$PATH:" in
  *":$DEST:"*) ;;
  *) echo "Note : $DEST n'est pas dans votre PATH." ;;
esac
