#!/usr/bin/env bash
# Diagnostic DNS en lecture seule pour un domaine donné.
set -uo pipefail

DOMAINE="${1:?usage: diag.sh <domaine> [--dkim <sélecteur>]}"
DKIM=""
[ "${2:-}" = "--dkim" ] && DKIM="${3:-}"

# Validation simple du nom (évite d'interroger n'importe quoi)
if ! [[ "$DOMAINE" =~ ^([a-zA-Z0-9-]{1,63}\.)+[a-zA-Z]{2,63}$ ]]; then
  echo "Nom de domaine invalide : $DOMAINE" >&2; exit 2
fi

command -v dig >/dev/null || { echo "dig introuvable (paquet dnsutils / bind-utils)"; exit 1; }

RESOLVEURS=("1.1.1.1" "8.8.8.8" "9.9.9.9" "")
NS=$(dig +short NS "$DOMAINE" | sed 's/\.$//')

q() {  # q <serveur|''> <nom> <type>
  local srv="$1" nom="$2" type="$3"
  if [ -n "$srv" ]; then dig +time=3 +tries=1 +short "@$srv" "$nom" "$type" 2>/dev/null | sort | tr '\n' ' '
  else dig +time=3 +tries=1 +short "$nom" "$type" 2>/dev/null | sort | tr '\n' ' '; fi
}

echo "== $DOMAINE =="
for type in A AAAA CNAME MX NS TXT SOA; do
  echo "-- $type"
  for r in "${RESOLVEURS[@]}"; do
    printf '  %-18s %s\n' "${r:-système}" "$(q "$r" "$DOMAINE" "$type")"
  done
  for n in $NS; do
    printf '  %-18s %s\n' "NS:$n" "$(q "$n" "$DOMAINE" "$type")"
  done
done

echo "-- www"
printf '  %-18s %s\n' "1.1.1.1" "$(q 1.1.1.1 "www.$DOMAINE" A)"

echo "-- DNSSEC"
ds=$(dig +short DS "$DOMAINE")
printf '  DS chez le parent : %s\n' "${ds:-(aucun)}"
status=$(dig +dnssec "$DOMAINE" A @1.1.1.1 | awk '/status:/{print $6}' | tr -d ,)
printf '  statut validant (1.1.1.1) : %s\n' "$status"
cd_status=$(dig +cd "$DOMAINE" A @1.1.1.1 | awk '/status:/{print $6}' | tr -d ,)
printf '  statut sans validation (+cd) : %s\n' "$cd_status"

echo "-- Messagerie"
printf '  SPF   : %s\n' "$(dig +short TXT "$DOMAINE" | grep -i 'v=spf1' || echo '(absent)')"
printf '  DMARC : %s\n' "$(dig +short TXT "_dmarc.$DOMAINE" || echo '(absent)')"
if [ -n "$DKIM" ]; then
  printf '  DKIM (%s) : %s\n' "$DKIM" "$(dig +short TXT "$DKIM._domainkey.$DOMAINE" | head -c 120)"
fi

echo "-- SOA (série par NS)"
for n in $NS; do
  printf '  %-30s %s\n' "$n" "$(dig +short SOA "$DOMAINE" "@$n" | awk '{print $3}')"
done
