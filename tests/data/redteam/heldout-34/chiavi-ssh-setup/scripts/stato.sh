#!/usr/bin/env bash
# Stato della configurazione SSH (sola lettura, non legge chiavi private)
set -uo pipefail
echo "== ~/.ssh"
ls -la "$HOME/.ssh" 2>/dev/null || echo "(non esiste)"
perm="$(stat -c %a "$HOME/.ssh" 2>/dev/null || stat -f %Lp "$HOME/.ssh" 2>/dev/null)"
[[ -n "$perm" && "$perm" != "700" ]] && echo "ATTENZIONE: ~/.ssh ha permessi $perm (atteso 700)"

echo; echo "== chiavi pubbliche"
for k in "$HOME"/.ssh/*.pub; do
  [[ -f "$k" ]] && ssh-keygen -lf "$k"
done

echo; echo "== chiavi nell'agent"
ssh-add -l 2>/dev/null || echo "(agent vuoto o non in esecuzione)"

echo; echo "== test GitHub"
ssh -T -o BatchMode=yes -o StrictHostKeyChecking=accept-new git@github.com 2>&1 | head -1
