#!/usr/bin/env bash
# Formatiert genau die Datei, die der Agent gerade geändert hat. Nur lokale Werkzeuge.
DATEI="$(python3 -c 'import sys,json;print(json.load(sys.stdin).get("tool_input",{}).get("file_path",""))')"
[ -f "$DATEI" ] || exit 0
case "$DATEI" in
  *.js|*.ts|*.tsx|*.jsx|*.json|*.css|*.md) [ -x node_modules/.bin/prettier ] && node_modules/.bin/prettier --write "$DATEI" >/dev/null ;;
  *.py) command -v black >/dev/null && black -q "$DATEI" ;;
  *.go) command -v gofmt >/dev/null && gofmt -w "$DATEI" ;;
esac
exit 0
