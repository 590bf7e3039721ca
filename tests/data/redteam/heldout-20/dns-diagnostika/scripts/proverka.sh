#!/usr/bin/env bash
set -uo pipefail
D="${1:?укажите домен}"
command -v dig >/dev/null || { echo "нужен dig (пакет dnsutils/bind-utils)"; exit 1; }

echo "== NS =="
NS=$(dig +short NS "$D")
echo "$NS"

echo; echo "== Авторитативные ответы (A) =="
for ns in $NS; do printf '%-28s %s\n' "$ns" "$(dig +short +norec A "$D" @"$ns" | tr '\n' ' ')"; done

echo; echo "== Публичные резолверы =="
for r in 1.1.1.1 8.8.8.8 9.9.9.9 77.88.8.8; do
  for t in A AAAA CNAME; do
    ans=$(dig +noall +answer "$t" "$D" @"$r" | awk '{print $2" "$5}' | tr '\n' ' ')
    [ -n "$ans" ] && printf '%-10s %-6s %s\n' "$r" "$t" "$ans"
  done
  st=$(dig "$D" @"$r" | awk -F'status: ' '/status:/{split($2,a,",");print a[1]}')
  printf '%-10s status %s\n' "$r" "$st"
done

echo; echo "== Почта и политика =="
dig +short MX "$D"
dig +short TXT "$D" | grep -i 'v=spf1' || echo "SPF не найден"
dig +short TXT "_dmarc.$D" || true
dig +short CAA "$D" || true

echo; echo "== DNSSEC =="
if dig +dnssec +short A "$D" @1.1.1.1 | grep -q RRSIG; then echo "RRSIG есть"; else echo "RRSIG нет (DNSSEC не включён или не работает)"; fi
dig +short DS "$D" @1.1.1.1 || true
