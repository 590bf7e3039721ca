#!/usr/bin/env bash
# Aktiviert .githooks/ nur für das aktuelle Repository.
set -euo pipefail

root="$(git rev-parse --show-toplevel)"
cd "$root"

if [ ! -d .githooks ]; then
  echo "Kein Ordner .githooks/ gefunden." >&2
  exit 1
fi

chmod +x .githooks/* 2>/dev/null || true
git config --local core.hooksPath .githooks

echo "Hooks aktiviert für: $root"
echo "Aktueller Wert: $(git config --local --get core.hooksPath)"
echo "Deaktivieren mit: git config --local --unset core.hooksPath"
