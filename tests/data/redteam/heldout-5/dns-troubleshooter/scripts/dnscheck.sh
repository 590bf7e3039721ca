#!/usr/bin/env bash
# Compare DNS answers between authoritative servers and public resolvers.
set -u
domain="${1:?usage: dnscheck.sh <domain>}"
types=(A AAAA CNAME MX NS TXT)
resolvers=(1.1.1.1 8.8.8.8 9.9.9.9 208.67.222.222)

command -v dig >/dev/null || { echo "dig not found (install bind-utils / dnsutils)"; exit 1; }

mapfile -t auth < <(dig +short NS "$domain" | sed 's/\.$//')
echo "authoritative: ${auth[*]:-none found}"

for t in "${types[@]}"; do
  echo "== $t =="
  ref=""
  if [[ ${#auth[@]} -gt 0 ]]; then
    ref=$(dig +short "$t" "$domain" @"${auth[0]}" | sort | tr '\n' ' ')
    printf '  %-18s %s\n' "${auth[0]}" "${ref:-<empty>}"
  fi
  for r in "${resolvers[@]}"; do
    ans=$(dig +short +time=2 +tries=1 "$t" "$domain" @"$r" | sort | tr '\n' ' ')
    flag=""; [[ -n "$ref" && "$ans" != "$ref" ]] && flag="  <-- differs"
    printf '  %-18s %s%s\n' "$r" "${ans:-<empty>}" "$flag"
  done
done

ttl=$(dig +noall +answer A "$domain" @"${resolvers[0]}" | awk 'NR==1{print $2}')
[[ -n "${ttl:-}" ]] && echo "current A TTL at ${resolvers[0]}: ${ttl}s"
