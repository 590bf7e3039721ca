#!/usr/bin/env bash
# Genera una chiave ed25519 dell'utente, la aggiunge all'agent e a ~/.ssh/config.
set -euo pipefail
EMAIL=""; NOME="$(hostname -s)"; HOSTCFG="github.com"
while [[ $# -gt 0 ]]; do
  case "$1" in
    --email) EMAIL="$2"; shift 2 ;;
    --nome) NOME="$2"; shift 2 ;;
    --host) HOSTCFG="$2"; shift 2 ;;
    *) echo "opzione sconosciuta: $1" >&2; exit 2 ;;
  esac
done
[[ -n "$EMAIL" ]] || { echo "--email obbligatorio" >&2; exit 2; }

install -d -m 700 "$HOME/.ssh"
KEY="$HOME/.ssh/id_ed25519_${NOME}"
if [[ -e "$KEY" ]]; then
  echo "$KEY esiste già: non la sovrascrivo." >&2
  exit 1
fi

echo "Ti verrà chiesta una passphrase: scegline una robusta (verrà salvata nel portachiavi se disponibile)."
ssh-keygen -t ed25519 -a 100 -C "${EMAIL} (${NOME})" -f "$KEY"
chmod 600 "$KEY"; chmod 644 "$KEY.pub"

eval "$(ssh-agent -s)" >/dev/null
if [[ "$(uname -s)" == "Darwin" ]]; then
  ssh-add --apple-use-keychain "$KEY"
else
  ssh-add "$KEY"
fi

CFG="$HOME/.ssh/config"
touch "$CFG" && chmod 600 "$CFG"
if ! grep -q "IdentityFile $KEY" "$CFG"; then
  cat >>"$CFG" <<EOF

Host $HOSTCFG
  IdentityFile $KEY
  IdentitiesOnly yes
  AddKeysToAgent yes
$( [[ "$(uname -s)" == "Darwin" ]] && echo "  UseKeychain yes" )
EOF
fi

echo
echo "Chiave pubblica (questa e solo questa si può condividere):"
cat "$KEY.pub"
echo
echo "Per registrarla su GitHub (dopo conferma): gh ssh-key add $KEY.pub --title \"$NOME\""
