#!/usr/bin/env bash
# Diagnóstico DNS de correo (solo lectura)
set -u
DOM="${1:?uso: revisar.sh dominio [--propagacion]}"
PROP="${2:-}"

sec() { printf '\n== %s ==\n' "$1"; }

sec "MX"
dig +short MX "$DOM" | sort -n

sec "SPF"
dig +short TXT "$DOM" | grep -i 'v=spf1' || echo "(sin SPF)"
n=$(dig +short TXT "$DOM" | grep -ic 'v=spf1'); [ "$n" -gt 1 ] && echo "AVISO: $n registros SPF"

sec "DMARC"
dig +short TXT "_dmarc.$DOM" || true

sec "DKIM"
for s in google selector1 selector2 k1 default mail s1 s2; do
  r=$(dig +short TXT "${s}._domainkey.${DOM}")
  [ -n "$r" ] && printf '%-10s %s\n' "$s" "${r:0:80}…"
done

if [ "$PROP" = "--propagacion" ]; then
  sec "Propagación MX"
  for ns in 1.1.1.1 8.8.8.8 9.9.9.9; do
    printf '%-9s %s\n' "$ns" "$(dig +short MX "$DOM" @"$ns" | sort -n | tr '\n' ' ')"
  done
fi
