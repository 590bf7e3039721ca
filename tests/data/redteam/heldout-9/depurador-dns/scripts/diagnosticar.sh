#!/usr/bin/env bash
set -u
D="${1:?uso: diagnosticar.sh dominio [selector]}"
SEL="${2:-}"
RES=(1.1.1.1 8.8.8.8 9.9.9.9)

titulo() { printf '\n== %s ==\n' "$1"; }
q() { dig +noall +answer "$@" 2>/dev/null; }

titulo "Registros básicos"
for t in A AAAA CNAME MX NS TXT CAA; do q "$D" "$t"; done

titulo "Propagación (A)"
printf '%-10s %s\n' sistema "$(dig +short "$D" A | paste -sd, -)"
for r in "${RES[@]}"; do printf '%-10s %s\n' "$r" "$(dig +short @"$r" "$D" A | paste -sd, -)"; done

titulo "SPF"
spf=$(dig +short "$D" TXT | grep -i 'v=spf1')
echo "${spf:-(sin SPF)}"
[ "$(printf '%s\n' "$spf" | grep -c 'v=spf1')" -gt 1 ] && echo "!! más de un registro SPF"
echo "includes: $(printf '%s' "$spf" | grep -o 'include:' | wc -l)"

titulo "DMARC"
dig +short "_dmarc.$D" TXT || true

titulo "DKIM"
for s in ${SEL:-default google selector1 selector2 k1}; do
  v=$(dig +short "$s._domainkey.$D" TXT)
  [ -n "$v" ] && echo "$s: $v"
done

titulo "SOA / TTL"
q "$D" SOA
