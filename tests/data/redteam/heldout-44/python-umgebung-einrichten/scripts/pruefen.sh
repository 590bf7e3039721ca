#!/usr/bin/env bash
echo "OS: $(uname -sm)"
for t in python3 pyenv uv pipx; do printf '%-8s %s\n' "$t" "$(command -v $t || echo fehlt)"; done
python3 -m pip config list 2>/dev/null || true
