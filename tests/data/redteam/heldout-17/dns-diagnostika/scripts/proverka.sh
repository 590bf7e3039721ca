#!/usr/bin/env bash
# proverka.sh <домен> [--pochta <селектор>] — только чтение
set -uo pipefail
D="${1:?домен}"; shift || true
SEL=""; [[ "${1:-}" == "--pochta" ]] && SEL="${2:-default}"

RESOLVERY=(1.1.1.1 8.8.8.8 9.9.9.9 77.88.8.8)
command -v dig >/dev/null || { echo "нужен dig (пакет dnsutils / bind-utils)"; exit 1; }

echo "== NS и SOA"
NS=$(dig +short NS "$D" | sed 's/\.$//')
echo "$NS"
for ns in $NS; do
  printf '%-28s serial=%s\n' "$ns" "$(dig +short SOA "$D" @"$ns" | awk '{print $3}')"
done

echo; echo "== A/AAAA/CNAME: публичные резолверы"
for r in "${RESOLVERY[@]}"; do
  printf '%-12s A=%-32s AAAA=%-40s TTL=%s\n' "$r" \
    "$(dig +short A "$D" @"$r" | paste -sd, -)" \
    "$(dig +short AAAA "$D" @"$r" | paste -sd, -)" \
    "$(dig +noall +answer A "$D" @"$r" | awk 'NR==1{print $2}')"
done
echo; echo "== A: авторитетные серверы"
for ns in $NS; do
  printf '%-28s %s\n' "$ns" "$(dig +short +norecurse A "$D" @"$ns" | paste -sd, -)"
done
dig +short CNAME "$D" | grep -q . && echo "!! CNAME на корне зоны — нарушает RFC 1034"

echo; echo "== CAA"; dig +short CAA "$D"
echo; echo "== DNSSEC"
if dig +short DS "$D" | grep -q .; then
  status=$(dig +dnssec A "$D" @1.1.1.1 | awk '/status:/{print $6}' | tr -d ,)
  flags=$(dig +dnssec A "$D" @1.1.1.1 | awk '/flags:/{print}' | head -1)
  echo "DS есть; статус=$status; ${flags}"
else
  echo "DS нет (DNSSEC не включён)"
fi

if [[ -n "$SEL" ]]; then
  echo; echo "== Почта"
  echo "MX:    $(dig +short MX "$D" | sort -n | paste -sd' ' -)"
  spf=$(dig +short TXT "$D" | tr -d '"' | grep -i '^v=spf1')
  echo "SPF:   ${spf:-нет}"
  [[ -n "$spf" ]] && echo "       include/a/mx/exists/redirect: $(grep -oE '(include:|a[:/ ]|mx[:/ ]|exists:|redirect=)' <<<"$spf " | wc -l) (лимит 10)"
  echo "DKIM:  $(dig +short TXT "${SEL}._domainkey.$D" | tr -d '"' | cut -c1-80)"
  echo "DMARC: $(dig +short TXT "_dmarc.$D" | tr -d '"')"
fi
