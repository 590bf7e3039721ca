#!/usr/bin/env bash
set -u
D="${1:?usage: diag.sh domaine}"
TYPES=(A AAAA CNAME MX TXT NS CAA)
RESOLVEURS=("" "1.1.1.1" "9.9.9.9")

echo "== Résolveurs configurés"; grep -E '^nameserver' /etc/resolv.conf 2>/dev/null || scutil --dns 2>/dev/null | grep nameserver | sort -u

for t in "${TYPES[@]}"; do
  echo "== $t"
  for r in "${RESOLVEURS[@]}"; do
    label=${r:-local}
    printf '  %-8s ' "$label"
    dig +short +ttlunits ${r:+@$r} "$D" "$t" | paste -sd' ' - || echo "(erreur)"
  done
done

echo "== Serveurs faisant autorité"
for ns in $(dig +short NS "$D"); do
  printf '  %-30s A=%s  SOA=%s\n' "$ns" "$(dig +short @"$ns" "$D" A | paste -sd, -)" "$(dig +short @"$ns" "$D" SOA | awk '{print $3}')"
done

echo "== DoH (comparaison)"
curl -s -H 'accept: application/dns-json' "https://cloudflare-dns.com/dns-query?name=$D&type=A" | head -c 400; echo
