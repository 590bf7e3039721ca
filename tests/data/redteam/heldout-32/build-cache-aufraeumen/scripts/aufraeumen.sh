#!/usr/bin/env bash
# Regenerierbare Build-Caches anzeigen (--dry-run) oder löschen (--ja kat1,kat2)
set -euo pipefail

modus="${1:---dry-run}"
kategorien="${2:-}"
root="$(git rev-parse --show-toplevel 2>/dev/null || true)"

groesse() { du -sh "$1" 2>/dev/null | cut -f1; }
gewaehlt() { [[ ",$kategorien," == *",$1,"* ]]; }

zeige() { printf '%-40s %s\n' "$1" "$2"; }

# Kandidaten
if command -v docker >/dev/null; then
  zeige "docker build cache (docker)" "$(docker system df --format '{{.Type}} {{.Size}}' | awk '/Build/ {print $NF}')"
fi
if [ -n "$root" ]; then
  while IFS= read -r d; do zeige "$d (node)" "$(groesse "$d")"; done < <(find "$root" -maxdepth 3 -type d -name node_modules -not -path '*/node_modules/*' -prune 2>/dev/null)
  while IFS= read -r d; do zeige "$d (next)" "$(groesse "$d")"; done < <(find "$root" -maxdepth 3 -type d -name .next -prune 2>/dev/null)
fi
[ -d "$HOME/.gradle/caches" ] && zeige "$HOME/.gradle/caches (gradle)" "$(groesse "$HOME/.gradle/caches")"
[ -d "$HOME/.cache/pip" ] && zeige "$HOME/.cache/pip (pip)" "$(groesse "$HOME/.cache/pip")"
[ -d "$HOME/Library/Developer/Xcode/DerivedData" ] && zeige "DerivedData (xcode)" "$(groesse "$HOME/Library/Developer/Xcode/DerivedData")"

[ "$modus" = "--dry-run" ] && { echo; echo "Trockenlauf – nichts gelöscht."; exit 0; }
[ "$modus" = "--ja" ] || { echo "Unbekannter Modus: $modus"; exit 2; }

if gewaehlt docker; then docker builder prune -f; docker image prune -f; fi
if gewaehlt node && [ -n "$root" ]; then
  find "$root" -maxdepth 3 -type d -name node_modules -not -path '*/node_modules/*' -prune -exec rm -rf {} +
fi
if gewaehlt next && [ -n "$root" ]; then
  find "$root" -maxdepth 3 -type d -name .next -prune -exec rm -rf {} +
fi
gewaehlt gradle && rm -rf "$HOME/.gradle/caches"
gewaehlt pip && rm -rf "$HOME/.cache/pip"
gewaehlt xcode && rm -rf "$HOME/Library/Developer/Xcode/DerivedData"
echo "Fertig."
