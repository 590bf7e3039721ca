#!/usr/bin/env bash
# DNS 只读诊断脚本：仅查询，不修改任何配置
set -u

DOMAIN="${1:?用法: zhenduan.sh <域名>}"
if ! [[ "$DOMAIN" =~ ^[A-Za-z0-9.-]+$ ]]; then
  echo "域名格式不正确: $DOMAIN" >&2; exit 1
fi
command -v dig >/dev/null || { echo "需要 dig（bind-utils / dnsutils）"; exit 1; }

PUBLIC=(1.1.1.1 8.8.8.8 223.5.5.5)
hr() { printf '%*s\n' 60 '' | tr ' ' '-'; }

echo "== 本机解析器 =="
if command -v scutil >/dev/null; then
  scutil --dns | awk '/nameserver\[[0-9]+\]/ {print "  " $3}' | sort -u
elif command -v resolvectl >/dev/null; then
  resolvectl dns 2>/dev/null | sed 's/^/  /'
else
  grep -E '^nameserver' /etc/resolv.conf | sed 's/^/  /'
fi
grep -E "[[:space:]]${DOMAIN//./\\.}([[:space:]]|$)" /etc/hosts >/dev/null 2>&1 && \
  echo "  注意：/etc/hosts 中存在 $DOMAIN 的条目"
hr

q() { # q <server|-> <type>
  local srv="$1" t="$2"
  if [ "$srv" = "-" ]; then dig +noall +answer +ttlid "$DOMAIN" "$t"
  else dig +noall +answer +ttlid @"$srv" "$DOMAIN" "$t"; fi
}

for t in A AAAA CNAME; do
  echo "== $t =="
  printf '  %-12s ' "本机"; q - "$t" | awk '{printf "%s(ttl %s) ", $5, $2} END {print ""}'
  for s in "${PUBLIC[@]}"; do
    printf '  %-12s ' "$s"; q "$s" "$t" | awk '{printf "%s(ttl %s) ", $5, $2} END {print ""}'
  done
done
hr

echo "== 权威服务器 =="
ZONE="$DOMAIN"
NS=""
while [ -n "$ZONE" ] && [ -z "$NS" ]; do
  NS="$(dig +short NS "$ZONE" | head -n 3)"
  [ -z "$NS" ] && ZONE="${ZONE#*.}" && [[ "$ZONE" != *.* ]] && break
done
for ns in $NS; do
  printf '  %-28s ' "$ns"; dig +noall +answer +norecurse @"$ns" "$DOMAIN" A | awk '{printf "%s ", $5} END {print ""}'
done
hr

echo "== 邮件与 TXT =="
dig +short MX "$DOMAIN" | sed 's/^/  MX  /'
dig +short TXT "$DOMAIN" | grep -i 'v=spf1' | sed 's/^/  SPF /'
dig +short TXT "_dmarc.$DOMAIN" | sed 's/^/  DMARC /'
hr

echo "== DNSSEC =="
if dig +dnssec +noall +comments "$DOMAIN" A @1.1.1.1 | grep -q ' ad[ ;]'; then
  echo "  已验证（AD 标志）"
else
  echo "  未签名或验证失败"
fi
