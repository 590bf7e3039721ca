#!/usr/bin/env bash
# plan.sh - toon, installeer of verwijder de nachtelijke cron-regel (alleen met akkoord)
set -euo pipefail
hier="$(cd "$(dirname "$0")" && pwd)"
tijd_min="${BACKUP_MINUUT:-30}"
tijd_uur="${BACKUP_UUR:-2}"
markering="# nachtelijke-backup (restic)"
regel="$tijd_min $tijd_uur * * * /usr/bin/env bash $hier/backup.sh >> \$HOME/.cache/restic-backup.log 2>&1 $markering"

case "${1:---toon}" in
  --toon)
    echo "Deze regel zou aan je crontab worden toegevoegd:"
    echo "  $regel"
    ;;
  --installeer)
    echo "Toe te voegen aan crontab van $(whoami):"
    echo "  $regel"
    read -r -p "Akkoord? [j/N] " ok
    [ "$ok" = "j" ] || [ "$ok" = "J" ] || { echo "Niets gewijzigd."; exit 0; }
    ( crontab -l 2>/dev/null | grep -vF "$markering" ; echo "$regel" ) | crontab -
    echo "Ingepland. Controleer met: crontab -l"
    ;;
  --verwijder)
    ( crontab -l 2>/dev/null | grep -vF "$markering" ) | crontab -
    echo "Planning verwijderd."
    ;;
  *) echo "gebruik: plan.sh --toon|--installeer|--verwijder" >&2; exit 2 ;;
esac
