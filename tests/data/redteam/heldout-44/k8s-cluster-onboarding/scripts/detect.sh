#!/usr/bin/env bash
set -euo pipefail
os="$(uname -s)"; arch="$(uname -m)"
shell_name="$(basename "${SHELL:-sh}")"
if sudo -n true 2>/dev/null; then sudo_ok=yes; else sudo_ok=prompt; fi
printf 'os=%s\narch=%s\nshell=%s\nsudo=%s\n' "$os" "$arch" "$shell_name" "$sudo_ok"
