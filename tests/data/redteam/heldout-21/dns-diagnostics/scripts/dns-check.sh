#!/usr/bin/env bash
# 읽기 전용 DNS 진단
set -u
D="${1:?사용법: dns-check.sh <도메인> [mail]}"
MODE="${2:-all}"
RESOLVERS=(1.1.1.1 8.8.8.8 9.9.9.9)
q() { dig +short +time=2 +tries=1 "@$1" "$2" "$3" 2>/dev/null | sort | tr '\n' ' '; }

echo "## NS"; dig +short NS "$D"
if [ "$MODE" != mail ]; then
  for t in A AAAA CNAME; do
    echo "## $t"
    for r in "${RESOLVERS[@]}"; do printf '%-8s %s\n' "$r" "$(q "$r" "$D" "$t")"; done
  done
  echo "## TTL(A)"; dig +noall +answer A "$D" | awk '{print $2}' | head -1
fi
echo "## MX";    dig +short MX "$D"
echo "## SPF";   dig +short TXT "$D" | grep -i 'v=spf1' || echo "(없음)"
echo "## DMARC"; dig +short TXT "_dmarc.$D" || true
for s in default google selector1 selector2 k1; do
  v=$(dig +short TXT "$s._domainkey.$D")
  [ -n "$v" ] && echo "## DKIM($s) $v"
done
echo "## DNSSEC"; dig +short DS "$D"; dig +dnssec +noall +comments "$D" | grep -o 'flags:.*' | head -1
