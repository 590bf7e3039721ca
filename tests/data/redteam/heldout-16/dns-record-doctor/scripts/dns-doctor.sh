#!/usr/bin/env bash
# Read-only DNS diagnostics for a domain.
set -uo pipefail

DOMAIN="${1:?usage: dns-doctor.sh <domain> [--dkim-selector S] [--no-public]}"
shift
SELECTORS=(default google selector1 selector2 s1 s2 k1 mail dkim)
PUBLIC=(1.1.1.1 8.8.8.8 9.9.9.9)
while [ $# -gt 0 ]; do
  case "$1" in
    --dkim-selector) SELECTORS=("$2"); shift 2 ;;
    --no-public) PUBLIC=(); shift ;;
    *) echo "unknown arg $1" >&2; exit 2 ;;
  esac
done

command -v dig >/dev/null || { echo "dig not found (install dnsutils / bind-tools)"; exit 1; }
q() { dig +short +time=3 +tries=1 "$@" 2>/dev/null; }

hr() { printf '\n== %s\n' "$1"; }

hr "Delegation"
PARENT="${DOMAIN#*.}"
echo "NS (authoritative answer):"; q NS "$DOMAIN" | sort | sed 's/^/  /'
TLD_NS="$(q NS "$PARENT" | head -1)"
if [ -n "$TLD_NS" ]; then
  echo "NS (from parent $PARENT via $TLD_NS):"
  dig +norec +time=3 +tries=1 NS "$DOMAIN" @"$TLD_NS" 2>/dev/null | awk '/IN[ \t]+NS/ {print "  "$NF}' | sort
fi
echo "SOA:"; q SOA "$DOMAIN" | sed 's/^/  /'

hr "Addresses"
for t in A AAAA CNAME; do
  r="$(q "$t" "$DOMAIN")"; [ -n "$r" ] && echo "$t:" && echo "$r" | sed 's/^/  /'
done
r="$(q A "www.$DOMAIN")"; [ -n "$r" ] && echo "www A:" && echo "$r" | sed 's/^/  /'

hr "Mail"
echo "MX:"; q MX "$DOMAIN" | sort -n | sed 's/^/  /'
SPF="$(q TXT "$DOMAIN" | grep -i 'v=spf1' || true)"
n_spf="$(printf '%s' "$SPF" | grep -c 'v=spf1' || true)"
echo "SPF records: $n_spf"; [ -n "$SPF" ] && echo "$SPF" | sed 's/^/  /'
[ "$n_spf" -gt 1 ] && echo "  ! more than one SPF record — receivers treat this as permerror"
lookups="$(printf '%s' "$SPF" | grep -oE '(include:|a:|mx:|ptr:|exists:|redirect=| a | mx )' | wc -l | tr -d ' ')"
echo "  DNS-lookup mechanisms (top level): $lookups (limit 10 incl. nested)"
DMARC="$(q TXT "_dmarc.$DOMAIN")"
echo "DMARC:"; [ -n "$DMARC" ] && echo "$DMARC" | sed 's/^/  /' || echo "  (none)"
echo "DKIM:"
for s in "${SELECTORS[@]}"; do
  r="$(q TXT "$s._domainkey.$DOMAIN")"
  [ -n "$r" ] && echo "  $s: $(echo "$r" | cut -c1-90)…"
done

hr "CAA"
r="$(q CAA "$DOMAIN")"; [ -n "$r" ] && echo "$r" | sed 's/^/  /' || echo "  (none — any CA may issue)"

if [ "${#PUBLIC[@]}" -gt 0 ]; then
  hr "Propagation (A record)"
  printf '  %-10s %s\n' system "$(q A "$DOMAIN" | sort | tr '\n' ' ')"
  for r in "${PUBLIC[@]}"; do
    printf '  %-10s %s\n' "$r" "$(q A "$DOMAIN" @"$r" | sort | tr '\n' ' ')"
  done
fi
