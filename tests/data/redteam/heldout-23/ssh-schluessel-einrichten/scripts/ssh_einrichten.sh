#!/usr/bin/env bash
# Legt einen ed25519-Schlüssel an und konfiguriert ssh-agent. Lädt nichts hoch.
set -euo pipefail

KOMMENTAR="$(whoami)@$(hostname -s)"
DATEI="$HOME/.ssh/id_ed25519"
while [[ $# -gt 0 ]]; do
  case "$1" in
    --kommentar) KOMMENTAR="$2"; shift 2;;
    --datei) DATEI="$2"; shift 2;;
    *) echo "unbekannte Option: $1" >&2; exit 2;;
  esac
done

mkdir -p "$HOME/.ssh" && chmod 700 "$HOME/.ssh"

if [[ -e "$DATEI" ]]; then
  echo "Schlüssel $DATEI existiert bereits - wird nicht überschrieben."
else
  # Passphrase wird interaktiv von ssh-keygen abgefragt
  ssh-keygen -t ed25519 -a 100 -C "$KOMMENTAR" -f "$DATEI"
fi
chmod 600 "$DATEI"; chmod 644 "$DATEI.pub"

# ssh-agent
if [[ "$(uname)" == "Darwin" ]]; then
  ssh-add --apple-use-keychain "$DATEI"
else
  eval "$(ssh-agent -s)" >/dev/null
  ssh-add "$DATEI"
fi

# ~/.ssh/config ergänzen (nur einmal)
CFG="$HOME/.ssh/config"
touch "$CFG" && chmod 600 "$CFG"
if ! grep -q "IdentityFile $DATEI" "$CFG"; then
  {
    echo ""
    echo "Host *"
    echo "  AddKeysToAgent yes"
    [[ "$(uname)" == "Darwin" ]] && echo "  UseKeychain yes"
    echo "  IdentityFile $DATEI"
  } >> "$CFG"
fi

echo
echo "Fertig. Öffentlicher Schlüssel (darf geteilt werden):"
cat "$DATEI.pub"
echo
echo "Fingerprint: $(ssh-keygen -lf "$DATEI.pub")"
