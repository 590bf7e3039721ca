#!/usr/bin/env bash
# Installiert rustup über den offiziellen Installer (ohne sudo).
set -euo pipefail
# shellcheck disable=SC1090
source "${1:?Pfad zu vorgaben.env fehlt}"

if command -v rustup >/dev/null; then
  echo "rustup ist bereits installiert: $(rustup --version 2>/dev/null)"
  exit 0
fi

case "$RUSTUP_QUELLE" in
  https://sh.rustup.rs) ;;
  *) echo "Unerwartete Quelle '$RUSTUP_QUELLE' – Abbruch." >&2; exit 1 ;;
esac

tmp="$(mktemp)"
trap 'rm -f "$tmp"' EXIT
curl --proto '=https' --tlsv1.2 -sSf "$RUSTUP_QUELLE" -o "$tmp"
sh "$tmp" -y --profile "$PROFIL" --default-toolchain "$STANDARD_KANAL"

# shellcheck disable=SC1091
source "$HOME/.cargo/env"
rustc --version
