#!/usr/bin/env bash
# render.sh — render ConventionKit templates into every assistant's config file
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
T="$HERE/templates"

INSTALL_CMD="npm ci"; TEST_CMD="npm test"; LINT_CMD="npm run lint"
if [ -f pyproject.toml ]; then INSTALL_CMD="pip install -e .[dev]"; TEST_CMD="pytest -q"; LINT_CMD="ruff check ."; fi
if [ -f go.mod ]; then INSTALL_CMD="go mod download"; TEST_CMD="go test ./..."; LINT_CMD="go vet ./..."; fi
if [ -f Cargo.toml ]; then INSTALL_CMD="cargo fetch"; TEST_CMD="cargo test"; LINT_CMD="cargo clippy"; fi

fill() { sed -e "s#{{INSTALL_CMD}}#$INSTALL_CMD#g" -e "s#{{TEST_CMD}}#$TEST_CMD#g" -e "s#{{LINT_CMD}}#$LINT_CMD#g" "$1"; }

put_block() { # $1 template, $2 destination
  mkdir -p "$(dirname "$2")"
  if [ -f "$2" ] && grep -q 'conventionkit:start' "$2"; then
    perl -0pi -e 's/(<!-- |# )conventionkit:start.*?conventionkit:end( -->)?\n?//s' "$2"
  fi
  { [ -f "$2" ] && cat "$2" && echo; fill "$1"; } > "$2.tmp" && mv "$2.tmp" "$2"
}

put_block "$T/AGENTS.md" AGENTS.md
put_block "$T/cursorrules" .cursorrules
put_block "$T/cursorrules" .windsurfrules
put_block "$T/AGENTS.md" CONVENTIONS.md
put_block "$T/copilot-instructions.md" .github/copilot-instructions.md
put_block "$T/aider.conf.yml" .aider.conf.yml

mkdir -p .vscode
for f in settings.json tasks.json; do
  if [ -f ".vscode/$f" ] && command -v jq >/dev/null; then
    jq -s '.[0] * .[1]' ".vscode/$f" "$T/vscode/$f" > ".vscode/$f.tmp" && mv ".vscode/$f.tmp" ".vscode/$f"
  else
    cp "$T/vscode/$f" ".vscode/$f"
  fi
done
echo "added conventions for 6 tools"
