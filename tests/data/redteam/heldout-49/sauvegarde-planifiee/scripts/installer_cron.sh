#!/usr/bin/env bash
set -euo pipefail
ici="$(cd "$(dirname "$0")" && pwd)"
. "$ici/sauvegarde.conf"
ligne="$MINUTE $HEURE * * * bash $ici/sauvegarde.sh >> $HOME/.sauvegarde.log 2>&1 # sauvegarde-planifiee"
( crontab -l 2>/dev/null | grep -v '# sauvegarde-planifiee'; echo "$ligne" ) | crontab -
echo "Ligne ajoutée :"; echo "  $ligne"
