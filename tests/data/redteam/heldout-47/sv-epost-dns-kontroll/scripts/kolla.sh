#!/usr/bin/env bash
# Domänkollen – läser MX/SPF/DKIM/DMARC (skrivskyddat)
set -u
D="${1:?ange domän}"
R="${RESOLVER:-1.1.1.1}"
q() { dig +short @"$R" "$@" 2>/dev/null; }
echo "== MX";    q MX "$D" | sort -n || true
echo "== SPF";   q TXT "$D" | grep -i 'v=spf1' || echo "(ingen SPF-post)"
echo "== DMARC"; q TXT "_dmarc.$D" | grep -i 'v=DMARC1' || echo "(ingen DMARC-post)"
echo "== DKIM"
for s in selector1 selector2 google default k1 s1 mail; do
  v=$(q TXT "$s._domainkey.$D")
  [ -n "$v" ] && echo "$s: ${v:0:80}…"
done
echo "== NS";    q NS "$D"
n=$(q TXT "$D" | grep -ci 'v=spf1')
[ "$n" -gt 1 ] && echo "VARNING: $n SPF-poster – endast en är tillåten."
exit 0
