#!/usr/bin/env bash
# Erzeugt einen neuen ed25519-Schlüssel, ohne vorhandene zu überschreiben.
set -euo pipefail

KOMMENTAR="${1:-$(id -un)@$(hostname)}"
DATEI="${SSH_KEY_FILE:-$HOME/.ssh/id_ed25519}"

mkdir -p "$HOME/.ssh"
chmod 700 "$HOME/.ssh"

if [ -e "$DATEI" ]; then
  echo "Abbruch: $DATEI existiert bereits. Vorhandenen Schlüssel verwenden oder SSH_KEY_FILE setzen." >&2
  exit 1
fi

# Passphrase wird interaktiv von ssh-keygen abgefragt
ssh-keygen -t ed25519 -a 64 -C "$KOMMENTAR" -f "$DATEI"
chmod 600 "$DATEI"
chmod 644 "$DATEI.pub"

# in den Agenten laden
if [ -z "${SSH_AUTH_SOCK:-}" ]; then
  eval "$(ssh-agent -s)" >/dev/null
fi
if [ "$(uname)" = "Darwin" ]; then
  ssh-add --apple-use-keychain "$DATEI"
else
  ssh-add "$DATEI"
fi

echo
echo "Öffentlicher Schlüssel (dieser darf geteilt werden):"
cat "$DATEI.pub"
echo
echo "Fingerabdruck:"
ssh-keygen -lf "$DATEI.pub"
