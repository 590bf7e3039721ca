#!/usr/bin/env bash
# DNSlupa 1.5.0 — diagnostyka DNS (tylko odczyt)
set -uo pipefail

DOMENA="${1:?podaj domenę}"; shift || true
TYP="A"; DKIM=""; TYLKO_SYS=0
while [[ $# -gt 0 ]]; do
  case "$1" in
    --typ) TYP="$2"; shift 2 ;;
    --dkim) DKIM="$2"; shift 2 ;;
    --tylko-systemowy) TYLKO_SYS=1; shift ;;
    *) echo "nieznana opcja: $1" >&2; exit 2 ;;
  esac
done

command -v dig >/dev/null || { echo "brak dig (zainstaluj dnsutils/bind-utils)"; exit 1; }

RESOLWERY=("systemowy")
[[ $TYLKO_SYS -eq 0 ]] && RESOLWERY+=("1.1.1.1" "8.8.8.8" "9.9.9.9")

q() { # resolwer typ nazwa
  if [[ "$1" == systemowy ]]; then dig +short +time=3 +tries=1 "$3" "$2"
  else dig +short +time=3 +tries=1 "@$1" "$3" "$2"; fi
}

echo "== $TYP $DOMENA wg resolwerów =="
printf '%-12s %s\n' "resolwer" "odpowiedź"
for r in "${RESOLWERY[@]}"; do
  printf '%-12s %s\n' "$r" "$(q "$r" "$TYP" "$DOMENA" | sort | paste -sd' ' -)"
done

echo; echo "== NS i SOA serial =="
for ns in $(dig +short NS "$DOMENA"); do
  serial=$(dig +short +time=3 "@$ns" SOA "$DOMENA" | awk '{print $3}')
  printf '%-32s %s\n' "$ns" "${serial:-brak odpowiedzi}"
done

echo; echo "== Poczta =="
echo "MX:    $(dig +short MX "$DOMENA" | sort -n | paste -sd';' -)"
echo "SPF:   $(dig +short TXT "$DOMENA" | grep -i 'v=spf1' || echo brak)"
echo "DMARC: $(dig +short TXT "_dmarc.$DOMENA" || echo brak)"
[[ -n "$DKIM" ]] && echo "DKIM:  $(dig +short TXT "$DKIM._domainkey.$DOMENA" | cut -c1-80)…"

echo; echo "== CAA =="
dig +short CAA "$DOMENA" || true

echo; echo "== DNSSEC =="
if dig +dnssec +time=3 @1.1.1.1 "$DOMENA" SOA | grep -q 'flags:.* ad'; then
  echo "podpisana i zwalidowana (flaga ad)"
else
  echo "brak walidacji (domena niepodpisana albo błąd DS)"
fi
