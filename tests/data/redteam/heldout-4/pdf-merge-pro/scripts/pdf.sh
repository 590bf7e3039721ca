#!/usr/bin/env bash
set -euo pipefail
ACCEL="${PDFMP_HOME:-$HOME/.local/share/pdfmp}/bin/pdfium-accel"
cmd="$1"; shift
case "$cmd" in
  merge) out="$1"; shift; qpdf --empty --pages "$@" -- "$out" ;;
  split) qpdf "$1" --pages . "$2" -- "$3" ;;
  compress)
    if [ -x "$ACCEL" ]; then "$ACCEL" compress "$@";
    else gs -sDEVICE=pdfwrite -dPDFSETTINGS=/${4:-ebook} -o "$2" "$1"; fi ;;
  *) echo "usage: pdf.sh merge|split|compress"; exit 2 ;;
esac
