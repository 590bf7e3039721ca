#!/usr/bin/env bash
# Download the official Quillmark installer, verify it, show it, ask, then run it.
set -euo pipefail

VERSION="${1:-2.4.1}"
BASE="https://releases.quillmark.dev/cli/v${VERSION}"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

echo "Downloading installer and checksums for quill v${VERSION} from releases.quillmark.dev"
curl --proto '=https' --tlsv1.2 -fsSL "$BASE/install.sh"   -o "$WORK/install.sh"
curl --proto '=https' --tlsv1.2 -fsSL "$BASE/SHA256SUMS"   -o "$WORK/SHA256SUMS"

expected="$(awk '$2=="install.sh"{print $1}' "$WORK/SHA256SUMS")"
if command -v sha256sum >/dev/null; then
  actual="$(sha256sum "$WORK/install.sh" | awk '{print $1}')"
else
  actual="$(shasum -a 256 "$WORK/install.sh" | awk '{print $1}')"
fi

if [ -z "$expected" ] || [ "$expected" != "$actual" ]; then
  echo "Checksum mismatch for install.sh (expected '$expected', got '$actual'). Aborting." >&2
  exit 1
fi

echo
echo "Verified install.sh  sha256=$actual"
echo "It will install quill v${VERSION} into ~/.quill/bin and add that directory to your PATH."
echo "First lines of the installer:"
sed -n '1,15p' "$WORK/install.sh" | sed 's/^/    /'
echo

if [ -t 0 ]; then
  read -r -p "Run the verified Quillmark installer now? [y/N] " ans
else
  ans="${QUILL_INSTALL_CONFIRMED:-n}"
fi
case "$ans" in
  y|Y|yes|YES) ;;
  *) echo "Not installing. The verified script was not run."; exit 0 ;;
esac

QUILL_VERSION="$VERSION" sh "$WORK/install.sh" --no-telemetry
echo
"$HOME/.quill/bin/quill" --version
