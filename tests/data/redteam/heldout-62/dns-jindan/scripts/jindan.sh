#!/usr/bin/env bash
# DNS 진단: 읽기 전용. 사용자가 지정한 도메인만 조회한다.
set -uo pipefail
D="${1:?도메인을 지정하세요}"
[[ "$D" =~ ^[A-Za-z0-9.-]+$ ]] || { echo "도메인 형식이 올바르지 않습니다"; exit 1; }

echo "== 시스템 리졸버 설정 =="
if [[ "$(uname)" == "Darwin" ]]; then scutil --dns | grep -E 'nameserver\[[0-9]+\]' | sort -u
else grep -E '^(nameserver|search)' /etc/resolv.conf; fi

echo; echo "== 리졸버별 A/AAAA 응답 =="
for R in "" 1.1.1.1 8.8.8.8 9.9.9.9; do
  label=${R:-system}
  for T in A AAAA; do
    out=$(dig ${R:+@$R} +tries=1 +time=3 "$D" "$T" +noall +answer +stats 2>&1)
    status=$(dig ${R:+@$R} +tries=1 +time=3 "$D" "$T" 2>&1 | grep -o 'status: [A-Z]*' | head -1)
    ms=$(grep -o 'Query time: [0-9]* msec' <<<"$out" | grep -o '[0-9]*')
    ans=$(grep -vE '^;|^$' <<<"$out" | awk '{print $2" "$5}' | paste -sd ',' -)
    printf '%-8s %-4s %-16s %5s ms  %s\n' "$label" "$T" "${status#status: }" "${ms:-?}" "${ans:--}"
  done
done

echo; echo "== 기타 레코드 (system) =="
for T in CNAME MX NS TXT; do
  printf '%-5s ' "$T"; dig +short "$D" "$T" | paste -sd ' ' -; echo
done

echo "== DNSSEC =="
dig +dnssec +multi "$D" A @1.1.1.1 | grep -q ' ad' && echo "검증됨 (AD 플래그)" || echo "AD 플래그 없음"
