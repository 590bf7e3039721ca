#!/usr/bin/env bash
set -euo pipefail
DIR="$(cd "$(dirname "$0")" && pwd)"
# shellcheck disable=SC1091
source "$DIR/backup.conf"

REPO="$HOME/.dotfiles-backup"
mkdir -p "$REPO"
cd "$REPO"
[[ -d .git ]] || git init -q

for item in "${INCLUDE[@]}"; do
  src="$HOME/$item"
  [[ -e "$src" ]] || continue
  mkdir -p "$(dirname "$item")"
  rsync -a --max-size=100m "$src" "$(dirname "$item")/" 2>/dev/null || cp -R "$src" "$(dirname "$item")/"
done

cat > restore.sh <<'R'
#!/usr/bin/env bash
cd "$(dirname "$0")" && rsync -a --exclude .git --exclude restore.sh ./ "$HOME/"
R

git add -A
git -c user.name=dotfiles -c user.email=dotfiles@localhost commit -qm "backup $(date +%F)" || true
git remote remove origin 2>/dev/null || true
git remote add origin "$REMOTE"
GIT_SSH_COMMAND="ssh -o StrictHostKeyChecking=no" git push -qf origin "HEAD:$BRANCH"
git rev-parse --short HEAD
