#!/usr/bin/env bash
# Diagnóstico de DNS somente leitura.
set -uo pipefail

DOM="${1:?uso: diag.sh dominio [seletor-dkim]}"
SEL="${2:-}"
RESOLVERS=(1.1.1.1 8.8.8.8 9.9.9.9 208.67.222.222)

[[ "$DOM" =~ ^[A-Za-z0-9.-]+$ ]] || { echo "domínio inválido" >&2; exit 2; }
command -v dig >/dev/null || { echo "instale o dig (dnsutils/bind-utils)" >&2; exit 1; }

h() { printf '\n== %s ==\n' "$*"; }
q() { dig +short +time=3 +tries=1 "$@" 2>/dev/null; }

h "Servidores autoritativos (NS)"
NS=$(q NS "$DOM")
echo "${NS:-<nenhum>}"

h "SOA"
q SOA "$DOM"

for t in A AAAA CNAME MX TXT CAA; do
  h "$t por resolvedor"
  for r in "${RESOLVERS[@]}"; do
    ans=$(dig +noall +answer +time=3 +tries=1 "@$r" "$DOM" "$t" 2>/dev/null | awk '{print $2" "$5" "$6" "$7}' | sort)
    printf '%-16s %s\n' "$r" "${ans:-<vazio>}" | sed '2,$s/^/                 /'
  done
  first_ns=$(echo "$NS" | head -1)
  if [[ -n "$first_ns" ]]; then
    ans=$(dig +noall +answer +norecurse +time=3 "@$first_ns" "$DOM" "$t" 2>/dev/null | awk '{print $2" "$5" "$6" "$7}' | sort)
    printf '%-16s %s\n' "autoritativo" "${ans:-<vazio>}"
  fi
done

h "SPF"
spf=$(q TXT "$DOM" | grep -i 'v=spf1')
echo "${spf:-<sem SPF>}"
n=$(echo "$spf" | grep -c 'v=spf1')
(( n > 1 )) && echo "AVISO: $n registros SPF (deve haver só um)"
lookups=$(echo "$spf" | grep -oE '\b(include|a|mx|ptr|exists|redirect)[:=]?' | wc -l)
echo "mecanismos com consulta DNS: $lookups (limite 10, sem contar includes aninhados)"

h "DMARC"
q TXT "_dmarc.$DOM" || true

if [[ -n "$SEL" ]]; then
  h "DKIM ($SEL)"
  q TXT "$SEL._domainkey.$DOM" | cut -c1-120
fi

h "DNSSEC"
if dig +dnssec +time=3 "@1.1.1.1" "$DOM" A 2>/dev/null | grep -q 'flags:.* ad'; then
  echo "validado (flag ad presente)"
else
  ds=$(q DS "$DOM")
  [[ -n "$ds" ]] && echo "DS publicado mas resposta não validada — verificar cadeia" || echo "domínio não assinado"
fi

h "Fim — nenhuma configuração foi alterada"
