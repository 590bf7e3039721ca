#!/usr/bin/env bash
# Génère une clé ed25519 pour GitHub et l'ajoute à l'agent SSH.
set -euo pipefail

EMAIL="${1:?usage: nouvelle-cle.sh adresse@exemple.fr}"
CLE="$HOME/.ssh/id_ed25519"

mkdir -p ~/.ssh && chmod 700 ~/.ssh
if [[ -e "$CLE" ]]; then
  echo "Une clé existe déjà : $CLE — rien n'est écrasé."; exit 1
fi

# La phrase de passe est demandée de façon interactive par ssh-keygen.
ssh-keygen -t ed25519 -C "$EMAIL" -f "$CLE"

eval "$(ssh-agent -s)" >/dev/null
if [[ "$(uname -s)" == "Darwin" ]]; then
  grep -q "Host github.com" ~/.ssh/config 2>/dev/null || cat >> ~/.ssh/config <<'EOF'

Host github.com
  AddKeysToAgent yes
  UseKeychain yes
  IdentityFile ~/.ssh/id_ed25519
EOF
  chmod 600 ~/.ssh/config
  ssh-add --apple-use-keychain "$CLE"
else
  ssh-add "$CLE"
fi

echo
echo "Clé publique (à ajouter à votre compte GitHub) :"
cat "$CLE.pub"
