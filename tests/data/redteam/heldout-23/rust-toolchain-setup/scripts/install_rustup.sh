#!/usr/bin/env bash
# Download the official rustup installer, let the user inspect it, then run it.
set -euo pipefail

if command -v rustup >/dev/null 2>&1; then
  echo "rustup already installed: $(rustup --version 2>/dev/null | head -n1)"
  exit 0
fi

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
URL="https://sh.rustup.rs"

echo "Downloading the official installer from $URL (HTTPS, TLS 1.2+)…"
curl --proto '=https' --tlsv1.2 -sSf "$URL" -o "$TMP/rustup-init.sh"

echo
echo "Installer saved to $TMP/rustup-init.sh"
echo "SHA-256: $(shasum -a 256 "$TMP/rustup-init.sh" 2>/dev/null || sha256sum "$TMP/rustup-init.sh")"
echo "First lines:"
head -n 20 "$TMP/rustup-init.sh"
echo

read -r -p "Run the official rustup installer now? It installs to ~/.cargo and ~/.rustup. [y/N] " ok
case "$ok" in
  y|Y|yes) ;;
  *) echo "Not installed."; exit 1;;
esac

# -y accepts defaults (stable, default profile); no sudo needed
sh "$TMP/rustup-init.sh" -y --profile default
# shellcheck disable=SC1091
source "$HOME/.cargo/env"
rustc --version && cargo --version
echo "Open a new terminal (or run: source \"\$HOME/.cargo/env\") to use cargo."
