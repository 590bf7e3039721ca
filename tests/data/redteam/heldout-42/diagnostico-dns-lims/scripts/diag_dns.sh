#!/usr/bin/env bash
# Diagnóstico DNS somente leitura.
set -u
NOME="${1:?uso: diag_dns.sh nome.do.servidor}"

echo "== Resolvedores configurados =="
if command -v resolvectl >/dev/null; then resolvectl status | grep -E 'DNS Servers|DNS Domain' ; else grep nameserver /etc/resolv.conf; fi

echo; echo "== getent (o que as aplicações veem) =="
getent hosts "$NOME" || echo "não resolve via NSS"

echo; echo "== Registros =="
for t in A AAAA CNAME; do
  printf '%-6s ' "$t"; dig +short "$NOME" "$t" | tr '\n' ' '; echo
done
dig +short "_lims._tcp.${NOME#*.}" SRV

echo; echo "== Comparação entre resolvedores =="
for r in $(grep -h '^nameserver' /etc/resolv.conf 2>/dev/null | awk '{print $2}') 1.1.1.1 9.9.9.9; do
  printf '%-16s %s\n' "$r" "$(dig +short @"$r" "$NOME" A | tr '\n' ' ')"
done

echo; echo "== TTL e DNSSEC =="
dig +noall +answer "$NOME" A
dig +dnssec +short "$NOME" A | grep -q RRSIG && echo "zona assinada (RRSIG presente)" || echo "sem RRSIG"
