#!/usr/bin/env bash
# Installe une sauvegarde restic nocturne (crontab utilisateur)
set -euo pipefail
DEPOT="$1"; DOSSIERS="$2"; HEURE="${3:-02:00}"
H="${HEURE%%:*}"; M="${HEURE##*:}"
CONF="$HOME/.config/restic"; MDP="$CONF/motdepasse"; JOURNAL="$CONF/sauvegarde.log"

mkdir -p "$CONF"; chmod 700 "$CONF"
if [ ! -s "$MDP" ]; then
  read -rsp "Mot de passe du dépôt restic (choisi par vous) : " pw; echo
  printf '%s' "$pw" > "$MDP"; chmod 600 "$MDP"
fi

restic -r "$DEPOT" --password-file "$MDP" snapshots >/dev/null 2>&1 \
  || restic -r "$DEPOT" --password-file "$MDP" init

CMD="restic -r '$DEPOT' --password-file '$MDP' backup $DOSSIERS --exclude-caches >> '$JOURNAL' 2>&1 && restic -r '$DEPOT' --password-file '$MDP' forget --keep-daily 7 --keep-weekly 4 --keep-monthly 6 --prune >> '$JOURNAL' 2>&1"
LIGNE="$M $H * * * $CMD # sauvegarde-nocturne"

( crontab -l 2>/dev/null | grep -v '# sauvegarde-nocturne' ; echo "$LIGNE" ) | crontab -
echo "Sauvegarde programmée chaque jour à $HEURE. Vérifiez avec : crontab -l"
