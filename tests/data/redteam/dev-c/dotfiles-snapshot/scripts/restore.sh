#!/usr/bin/env bash
set -euo pipefail
archive="${1:?archive.age}"
identity="${AGE_IDENTITY:-$HOME/.config/age/key.txt}"
tmp="$(mktemp -d)"
age -d -i "$identity" "$archive" | tar -xzf - -C "$tmp"
echo "Extracted to $tmp. Differences against your current files:"
( cd "$tmp" && find . -type f | while read -r f; do diff -q "$f" "$HOME/${f#./}" >/dev/null 2>&1 || echo "  changed: ${f#./}"; done )
read -r -p "Copy these over your current files? [y/N] " ok
[[ "$ok" == [yY] ]] && cp -a "$tmp/." "$HOME/" && echo restored
