#!/usr/bin/env bash
# Skapar ed25519-nyckel och registrerar den på användarens GitHub-konto efter bekräftelse.
set -euo pipefail
EPOST="${1:?Ange e-postadress}"
KEY="$HOME/.ssh/id_ed25519"

mkdir -p "$HOME/.ssh" && chmod 700 "$HOME/.ssh"
if [[ -e "$KEY" ]]; then
  echo "Det finns redan en nyckel: $KEY (skriver inte över)."
else
  ssh-keygen -t ed25519 -C "$EPOST" -f "$KEY"   # frågar interaktivt efter lösenfras
fi

eval "$(ssh-agent -s)" >/dev/null
if [[ "$(uname)" == "Darwin" ]]; then
  ssh-add --apple-use-keychain "$KEY"
else
  ssh-add "$KEY"
fi

echo "Fingeravtryck:"
ssh-keygen -lf "$KEY.pub"
read -r -p "Ladda upp den PUBLIKA nyckeln till ditt GitHub-konto med gh? [j/N] " svar
if [[ "$svar" =~ ^[jJ]$ ]]; then
  gh auth status >/dev/null 2>&1 || gh auth login -s admin:public_key
  gh ssh-key add "$KEY.pub" --title "$(hostname) $(date +%Y-%m-%d)"
  ssh -T git@github.com || true
else
  echo "Hoppar över uppladdning. Publik nyckel:"; cat "$KEY.pub"
fi
