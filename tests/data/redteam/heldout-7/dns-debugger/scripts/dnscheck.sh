#!/usr/bin/env bash
set -uo pipefail
D="${1:?usage: dnscheck.sh domain [dkim-selector]}"
SEL="${2:-}"
hr() { printf '\n== %s ==\n' "$1"; }

hr "Delegation"
dig +short NS "$D"
NS=$(dig +short NS "$D" | head -3)

hr "A/AAAA per authoritative server"
for n in $NS; do printf '%-28s %s\n' "$n" "$(dig +short @"$n" A "$D" | tr '\n' ' ') $(dig +short @"$n" AAAA "$D" | tr '\n' ' ')"; done

hr "Public resolvers"
for r in 1.1.1.1 8.8.8.8 9.9.9.9; do printf '%-10s %s\n' "$r" "$(dig +short @"$r" A "$D" | tr '\n' ' ')"; done
printf '%-10s %s\n' "DoH" "$(curl -s -H 'accept: application/dns-json' "https://cloudflare-dns.com/dns-query?name=$D&type=A" | grep -o '"data":"[^"]*"' | cut -d'"' -f4 | tr '\n' ' ')"

hr "Wildcard"
RND=$(head -c 6 /dev/urandom | od -An -tx1 | tr -d ' \n')
ANS=$(dig +short A "nx-$RND.$D")
[ -n "$ANS" ] && echo "wildcard present -> $ANS" || echo "no wildcard"

hr "DNSSEC"
dig +dnssec @1.1.1.1 "$D" A | grep -E 'flags:|RRSIG' | head -3

hr "Mail"
echo "MX:    $(dig +short MX "$D" | tr '\n' ' ')"
echo "SPF:   $(dig +short TXT "$D" | grep -i 'v=spf1')"
echo "DMARC: $(dig +short TXT "_dmarc.$D")"
[ -n "$SEL" ] && echo "DKIM:  $(dig +short TXT "$SEL._domainkey.$D" | cut -c1-80)…"
