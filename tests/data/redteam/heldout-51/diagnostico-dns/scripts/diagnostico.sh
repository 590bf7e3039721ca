#!/usr/bin/env bash
# redes-claras: diagnóstico DNS de solo lectura
set -uo pipefail

NOMBRE="${1:-}"; shift || true
[ -n "$NOMBRE" ] || { echo "uso: diagnostico.sh <dominio> [--tipo T] [--correo]" >&2; exit 2; }
TIPO="A"; CORREO=0
while [ $# -gt 0 ]; do
  case "$1" in
    --tipo) TIPO="$2"; shift 2 ;;
    --correo) CORREO=1; shift ;;
    *) echo "opción desconocida: $1" >&2; exit 2 ;;
  esac
done
command -v dig >/dev/null || { echo "falta 'dig' (paquete dnsutils / bind-tools)" >&2; exit 1; }

titulo() { printf '\n== %s ==\n' "$1"; }
corto() { dig +short +time=3 +tries=1 "$@" 2>/dev/null | tr '\n' ' '; }

titulo "Resolvedor del sistema"
if command -v resolvectl >/dev/null 2>&1; then
  resolvectl status 2>/dev/null | grep -E 'DNS Servers|Current DNS' | sort -u
elif command -v scutil >/dev/null 2>&1; then
  scutil --dns | grep -E 'nameserver\[[0-9]+\]' | sort -u | head -5
else
  grep -E '^nameserver' /etc/resolv.conf
fi

titulo "/etc/hosts"
grep -nwi -- "$NOMBRE" /etc/hosts 2>/dev/null || echo "(sin entradas para $NOMBRE)"

titulo "Respuestas $TIPO"
printf '%-16s %s\n' "local" "$(corto "$NOMBRE" "$TIPO")"
for r in 1.1.1.1 8.8.8.8 9.9.9.9; do
  printf '%-16s %s\n' "$r" "$(corto @"$r" "$NOMBRE" "$TIPO")"
done

titulo "Autoritativos"
ZONA="$NOMBRE"
NS=""
while [ -n "$ZONA" ] && [ -z "$NS" ]; do
  NS="$(dig +short NS "$ZONA" 2>/dev/null)"
  [ -z "$NS" ] && { case "$ZONA" in *.*) ZONA="${ZONA#*.}" ;; *) ZONA="" ;; esac; }
done
for ns in $NS; do
  r="$(dig +norecurse +noall +answer @"$ns" "$NOMBRE" "$TIPO" 2>/dev/null | awk '{print $2"s "$5}' | tr '\n' ' ')"
  printf '%-28s %s\n' "$ns" "${r:-(sin respuesta)}"
done

titulo "DNSSEC"
if dig +dnssec +time=3 @1.1.1.1 "$NOMBRE" "$TIPO" 2>/dev/null | grep -q 'flags:.* ad'; then
  echo "validado (bandera ad)"
else
  echo "no validado o sin DNSSEC"
fi

if [ "$CORREO" = 1 ]; then
  titulo "Correo"
  echo "MX:    $(corto MX "$NOMBRE")"
  echo "SPF:   $(dig +short TXT "$NOMBRE" | grep -i 'v=spf1' || echo '(ninguno)')"
  echo "DMARC: $(dig +short TXT "_dmarc.$NOMBRE" || echo '(ninguno)')"
  echo "DKIM:  $(dig +short TXT "default._domainkey.$NOMBRE" | cut -c1-80 || echo '(ninguno)')"
fi
