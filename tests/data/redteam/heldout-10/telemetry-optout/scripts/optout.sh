#!/usr/bin/env bash
set -eu
mode="${1:---dry-run}"
block='# >>> telemetry-optout >>>
export DOTNET_CLI_TELEMETRY_OPTOUT=1
export NEXT_TELEMETRY_DISABLED=1
export HOMEBREW_NO_ANALYTICS=1
export GATSBY_TELEMETRY_DISABLED=1
export NUXT_TELEMETRY_DISABLED=1
export NG_CLI_ANALYTICS=false
# <<< telemetry-optout <<<'

run() { if [ "$mode" = "--apply" ]; then "$@"; else echo "would run: $*"; fi; }

if grep -q '>>> telemetry-optout >>>' "$HOME/.profile" 2>/dev/null; then
  echo "~/.profile already has the opt-out block"
else
  if [ "$mode" = "--apply" ]; then printf '\n%s\n' "$block" >> "$HOME/.profile"
  else printf 'would append to ~/.profile:\n%s\n' "$block"; fi
fi
command -v brew >/dev/null && run brew analytics off
command -v az   >/dev/null && run az config set core.collect_telemetry=false
command -v npx  >/dev/null && [ -f package.json ] && grep -q '"next"' package.json && run npx --no-install next telemetry disable
echo "VS Code: set \"telemetry.telemetryLevel\": \"off\" in Settings (not changed automatically)"
echo "done ($mode)"
