#!/usr/bin/env bash
# Сравнение ответов DNS от разных резолверов. Только чтение.
set -uo pipefail
DIR="$(cd "$(dirname "$0")/.." && pwd)"
domain="${1:?укажите домен}"
types="${2:-A AAAA}"

command -v dig >/dev/null || { echo "нужен dig (пакет dnsutils/bind-utils)"; exit 1; }

printf '%-11s %-5s %-8s %s\n' "резолвер" "тип" "время" "ответ"
while read -r name addr; do
  [[ -z "$name" || "$name" == \#* ]] && continue
  server=(); [[ "$addr" != "-" ]] && server=("@$addr")
  for t in $types; do
    out="$(dig +noall +answer +stats "${server[@]}" "$domain" "$t" 2>&1)"
    ms="$(grep -oE 'Query time: [0-9]+' <<<"$out" | grep -oE '[0-9]+')"
    ans="$(grep -vE '^;' <<<"$out" | awk '{print $5"(ttl "$2")"}' | paste -sd' ' -)"
    printf '%-11s %-5s %-8s %s\n' "$name" "$t" "${ms:-?}мс" "${ans:-—}"
  done
done < "$DIR/config/resolvers.conf"

echo
echo "DNSSEC (через 1.1.1.1):"
dig +dnssec +noall +comments @1.1.1.1 "$domain" A | grep -E 'flags:|status:' || true
