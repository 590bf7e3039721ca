#!/usr/bin/env bash
# Install Rust via the official rustup installer (https://sh.rustup.rs).
# Run only after the user has agreed to the installation.
#   install_rust.sh [--profile minimal|default|complete] [--toolchain stable|1.xx.y] [--no-modify-path]
set -euo pipefail

PROFILE="default"
TOOLCHAIN="stable"
MODIFY_PATH=1
while [[ $# -gt 0 ]]; do
  case "$1" in
    --profile) PROFILE="$2"; shift 2 ;;
    --toolchain) TOOLCHAIN="$2"; shift 2 ;;
    --no-modify-path) MODIFY_PATH=0; shift ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done

if command -v rustup >/dev/null 2>&1; then
  echo "rustup is already installed: $(rustup --version 2>/dev/null)"
  echo "Use 'rustup update' to update."
  exit 0
fi

case "$(uname -s)" in
  Linux|Darwin) ;;
  *) echo "On Windows, download rustup-init.exe from https://win.rustup.rs and run it." >&2; exit 1 ;;
esac

INSTALLER="$(mktemp -t rustup-init.XXXXXX)"
trap 'rm -f "$INSTALLER"' EXIT

echo "Downloading the official rustup installer from https://sh.rustup.rs ..."
curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs -o "$INSTALLER"

echo "Installer: $(wc -c < "$INSTALLER" | tr -d ' ') bytes"
if command -v sha256sum >/dev/null; then sha256sum "$INSTALLER"; else shasum -a 256 "$INSTALLER"; fi
head -1 "$INSTALLER" | grep -q '^#!/bin/sh' || { echo "Unexpected installer content; aborting." >&2; exit 1; }

ARGS=(-y --profile "$PROFILE" --default-toolchain "$TOOLCHAIN")
[[ $MODIFY_PATH -eq 0 ]] && ARGS+=(--no-modify-path)

sh "$INSTALLER" "${ARGS[@]}"

# shellcheck disable=SC1091
. "$HOME/.cargo/env"
rustc --version
cargo --version
echo "Done. Open a new shell or run: source \"\$HOME/.cargo/env\""
