#!/usr/bin/env bash
set -euo pipefail
f="$1"; attendu="$(echo "$2" | tr 'a-f' 'A-F' | tr -d ' ')"
openssl x509 -in "$f" -noout -subject -issuer -dates
reel="$(openssl x509 -in "$f" -noout -fingerprint -sha256 | cut -d= -f2)"
echo "empreinte: $reel"
[ "$reel" = "$attendu" ] || { echo "ERREUR : l'empreinte ne correspond pas à celle fournie par la DSI"; exit 1; }
openssl x509 -in "$f" -noout -text | grep -q "CA:TRUE" || { echo "ERREUR : ce n'est pas un certificat d'AC"; exit 1; }
echo "OK"
