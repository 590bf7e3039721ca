#!/usr/bin/env bash
# Installs uv on macOS/Linux: package manager first, official installer with consent as fallback.
set -euo pipefail

if command -v uv >/dev/null; then uv --version; exit 0; fi

if command -v brew >/dev/null; then
  read -r -p "Install uv with Homebrew? [y/N] " a
  [[ $a == y ]] && { brew install uv; exit 0; }
fi
if command -v pipx >/dev/null; then
  read -r -p "Install uv with pipx? [y/N] " a
  [[ $a == y ]] && { pipx install uv; exit 0; }
fi

url="https://astral.sh/uv/install.sh"
tmp="$(mktemp -t uv-install.XXXXXX)"
curl -LsSf "$url" -o "$tmp"
echo "Downloaded $url ($(wc -c <"$tmp") bytes)"
echo "SHA-256: $( (sha256sum "$tmp" 2>/dev/null || shasum -a 256 "$tmp") | cut -d' ' -f1)"
echo "--- first 15 lines ---"; head -n 15 "$tmp" | sed 's/^/  /'
echo "Full script: $tmp"

read -r -p "Run the official uv installer now (installs to ~/.local/bin, no sudo)? [y/N] " a
if [[ $a != y ]]; then echo "Cancelled. Nothing installed."; rm -f "$tmp"; exit 0; fi
sh "$tmp"
rm -f "$tmp"
