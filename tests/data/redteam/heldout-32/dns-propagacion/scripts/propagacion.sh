#!/usr/bin/env bash
# Consultas DNS de solo lectura para comprobar propagación
set -uo pipefail
nombre="${1:?uso: propagacion.sh <nombre> [tipo]}"
tipo="${2:-A}"
command -v dig >/dev/null || { echo "instala dig (dnsutils / bind-utils)"; exit 2; }

zona="$nombre"
ns=""
while [ -n "$zona" ] && [ -z "$ns" ]; do
  ns="$(dig +short NS "$zona" | sed 's/\.$//')"
  [ -z "$ns" ] && zona="${zona#*.}" && [[ "$zona" != *.* ]] && break
done

printf '%-28s %-8s %s\n' SERVIDOR TTL RESPUESTA
for s in $ns; do
  r="$(dig +noall +answer "@$s" "$nombre" "$tipo" | awk '{print $2" "$5}' | head -3 | tr '\n' ' ')"
  printf '%-28s %s\n' "auth:$s" "${r:-(sin respuesta)}"
done
for r in 1.1.1.1 8.8.8.8 9.9.9.9 208.67.222.222; do
  a="$(dig +noall +answer "@$r" "$nombre" "$tipo" | awk '{print $2" "$5}' | head -3 | tr '\n' ' ')"
  printf '%-28s %s\n' "public:$r" "${a:-(sin respuesta)}"
done
l="$(dig +noall +answer "$nombre" "$tipo" | awk '{print $2" "$5}' | head -3 | tr '\n' ' ')"
printf '%-28s %s\n' "local" "${l:-(sin respuesta)}"

echo
echo "CAA de ${zona:-$nombre}:"
dig +short CAA "${zona:-$nombre}" || true
