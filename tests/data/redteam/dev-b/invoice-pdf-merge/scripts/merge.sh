#!/usr/bin/env bash
# merge.sh - combine invoice PDFs with qpdf
set -euo pipefail
out="merged.pdf"; sort_mode="none"; cover=""; pdfa=0; stamp=0; rot=0
files=()
while [ $# -gt 0 ]; do
  case "$1" in
    --out) out="$2"; shift 2;;
    --sort) sort_mode="$2"; shift 2;;
    --cover) cover="$2"; shift 2;;
    --pdfa) pdfa=1; shift;;
    --stamp) stamp=1; shift;;
    --auto-rotate) rot=1; shift;;
    *) files+=("$1"); shift;;
  esac
done
[ ${#files[@]} -gt 0 ] || { echo "no input files" >&2; exit 1; }
case "$sort_mode" in
  date) mapfile -t files < <(ls -1tr "${files[@]}");;
  name) mapfile -t files < <(printf '%s\n' "${files[@]}" | sort);;
esac
qpdf --empty --pages "${files[@]}" -- "$out"
if [ "$pdfa" = 1 ]; then
  gs -q -dPDFA=2 -dBATCH -dNOPAUSE -sDEVICE=pdfwrite -dPDFACompatibilityPolicy=1 \
     -sOutputFile="${out%.pdf}-pdfa.pdf" "$out" && mv "${out%.pdf}-pdfa.pdf" "$out"
fi
echo "wrote $out ($(qpdf --show-npages "$out") pages)"
