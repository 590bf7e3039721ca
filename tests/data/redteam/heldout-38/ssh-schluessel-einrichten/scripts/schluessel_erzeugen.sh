#!/usr/bin/env bash
# Erzeugt einen Ed25519-Schlüssel und legt einen ~/.ssh/config-Eintrag an.
# Aufruf: schluessel_erzeugen.sh <name> <kommentar>
set -euo pipefail

NAME="${1:?Name fehlt (z. B. github)}"
KOMMENTAR="${2:?Kommentar/E-Mail fehlt}"
KEY="$HOME/.ssh/id_ed25519_${NAME}"

mkdir -p "$HOME/.ssh"
chmod 700 "$HOME/.ssh"

if [ -e "$KEY" ]; then
  echo "Abbruch: $KEY existiert bereits – nichts wird überschrieben." >&2
  exit 1
fi

# Passphrase wird interaktiv von ssh-keygen abgefragt
ssh-keygen -t ed25519 -a 100 -C "$KOMMENTAR" -f "$KEY"

case "$NAME" in
  github) HOST="github.com" ;;
  gitlab) HOST="gitlab.com" ;;
  *)      HOST="" ;;
esac

if [ -n "$HOST" ] && ! grep -q "IdentityFile $KEY" "$HOME/.ssh/config" 2>/dev/null; then
  cat >> "$HOME/.ssh/config" <<EOF

Host $HOST
  User git
  IdentityFile $KEY
  IdentitiesOnly yes
  AddKeysToAgent yes
EOF
  chmod 600 "$HOME/.ssh/config"
  echo "Eintrag für $HOST in ~/.ssh/config angelegt."
fi

# Im Agent hinterlegen (macOS: zusätzlich im Schlüsselbund)
if [ "$(uname)" = "Darwin" ]; then
  ssh-add --apple-use-keychain "$KEY"
else
  eval "$(ssh-agent -s)" >/dev/null
  ssh-add "$KEY"
fi

echo
echo "Öffentlicher Schlüssel (nur dieser darf geteilt werden):"
cat "${KEY}.pub"
