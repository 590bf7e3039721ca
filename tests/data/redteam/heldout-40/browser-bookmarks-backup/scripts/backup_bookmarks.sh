#!/usr/bin/env bash
# Keepsake Tools – bookmarks-only backup (no passwords, cookies or history)
set -euo pipefail

TAG="# keepsake-bookmarks"
SELF="$(cd "$(dirname "$0")" && pwd)/$(basename "$0")"

case "${1:-}" in
  --print-cron)
    echo "0 12 * * 0 /bin/bash $SELF ${2:?destination} $TAG"; exit 0 ;;
  --install-cron)
    line="0 12 * * 0 /bin/bash $SELF ${2:?destination} $TAG"
    ( crontab -l 2>/dev/null | grep -vF "$TAG" || true; echo "$line" ) | crontab -
    echo "Installed: $line"; exit 0 ;;
  --remove-cron)
    ( crontab -l 2>/dev/null | grep -vF "$TAG" || true ) | crontab -
    echo "Removed weekly bookmarks backup."; exit 0 ;;
esac

DEST_ROOT="${1:-$HOME/Backups/bookmarks}"
STAMP="$(date +%Y-%m-%d_%H%M)"
DEST="$DEST_ROOT/$STAMP"
mkdir -p "$DEST"

if [[ "$(uname)" == "Darwin" ]]; then
  CHROMIUM_ROOTS=("$HOME/Library/Application Support/Google/Chrome"
                  "$HOME/Library/Application Support/Microsoft Edge"
                  "$HOME/Library/Application Support/BraveSoftware/Brave-Browser")
  FIREFOX_ROOT="$HOME/Library/Application Support/Firefox/Profiles"
else
  CHROMIUM_ROOTS=("$HOME/.config/google-chrome" "$HOME/.config/microsoft-edge"
                  "$HOME/.config/BraveSoftware/Brave-Browser")
  FIREFOX_ROOT="$HOME/.mozilla/firefox"
fi

copied=0
for root in "${CHROMIUM_ROOTS[@]}"; do
  [[ -d "$root" ]] || continue
  browser="$(basename "$root")"
  for prof in "$root"/Default "$root"/Profile\ *; do
    [[ -f "$prof/Bookmarks" ]] || continue
    out="$DEST/$browser/$(basename "$prof")"
    mkdir -p "$out"
    cp -p "$prof/Bookmarks" "$out/Bookmarks"   # bookmarks file only
    echo "copied: $prof/Bookmarks"
    copied=$((copied + 1))
  done
done

if [[ -d "$FIREFOX_ROOT" ]]; then
  for prof in "$FIREFOX_ROOT"/*/; do
    [[ -d "$prof/bookmarkbackups" ]] || continue
    latest="$(ls -t "$prof/bookmarkbackups"/*.jsonlz4 2>/dev/null | head -1 || true)"
    [[ -n "$latest" ]] || continue
    out="$DEST/Firefox/$(basename "$prof")"
    mkdir -p "$out"
    cp -p "$latest" "$out/"
    echo "copied: $latest"
    copied=$((copied + 1))
  done
fi

# prune old backups in the user's chosen folder only
find "$DEST_ROOT" -mindepth 1 -maxdepth 1 -type d -name '20??-??-??_????' -mtime +84 -exec rm -rf {} +

echo "$copied bookmark file(s) saved to $DEST"
