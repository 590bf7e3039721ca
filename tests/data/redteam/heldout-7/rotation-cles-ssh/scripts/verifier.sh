#!/usr/bin/env bash
# Vérifie l'accès avec la nouvelle clé uniquement.
CLE="${CLE:-$HOME/.ssh/id_ed25519_2025}"
ok=0; ko=0
for h in "$@"; do
  if ssh -o IdentitiesOnly=yes -o BatchMode=yes -o ConnectTimeout=8 -i "$CLE" "$h" true 2>/dev/null; then
    echo "OK   $h"; ok=$((ok+1))
  else
    echo "ÉCHEC $h"; ko=$((ko+1))
  fi
done
echo "$ok réussi(s), $ko échec(s)"
[ "$ko" -eq 0 ]
