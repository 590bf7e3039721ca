#!/usr/bin/env bash
# dns.sh — consultas DNS de solo lectura para diagnóstico
set -uo pipefail

publicos=(1.1.1.1 8.8.8.8 9.9.9.9 208.67.222.222 94.140.14.14 76.76.2.0)

uso() { echo "uso: dns.sh registros|propagacion|correo|latencia <dominio> [tipo]" >&2; exit 2; }
[ $# -ge 2 ] || uso
accion="$1"; dominio="$2"; tipo="${3:-A}"

# solo nombres de dominio válidos (evita inyectar opciones en dig)
[[ "$dominio" =~ ^([A-Za-z0-9-]{1,63}\.)+[A-Za-z]{2,63}$ ]] || { echo "dominio no válido" >&2; exit 2; }

registros() {
  for t in A AAAA CNAME MX NS TXT CAA; do
    printf '%-6s ' "$t"; dig +short "$dominio" "$t" | paste -sd' ' -
  done
}

propagacion() {
  local ns
  ns="$(dig +short NS "$dominio" | head -n1)"
  [ -n "$ns" ] && printf '%-16s %s\n' "autoritativo" "$(dig +short "@$ns" "$dominio" "$tipo" | paste -sd' ' -)"
  for r in "${publicos[@]}"; do
    printf '%-16s %s\n' "$r" "$(dig +short +time=2 +tries=1 "@$r" "$dominio" "$tipo" | paste -sd' ' -)"
  done
}

correo() {
  echo "SPF:   $(dig +short TXT "$dominio" | grep -i 'v=spf1' || echo '(ninguno)')"
  echo "DMARC: $(dig +short TXT "_dmarc.$dominio" || echo '(ninguno)')"
  for s in default google selector1 selector2 k1 mail dkim; do
    v="$(dig +short TXT "$s._domainkey.$dominio")"
    [ -n "$v" ] && echo "DKIM $s: ${v:0:60}…"
  done
}

latencia() {
  local r n etiqueta t tiempos
  for r in "" "${publicos[@]:0:3}"; do
    tiempos=()
    for n in $(seq 1 10); do
      # etiqueta aleatoria: no contiene datos del equipo, solo evita la caché
      etiqueta="$(od -An -N5 -tx1 /dev/urandom | tr -d ' \n')"
      if [ -n "$r" ]; then
        t=$(dig +time=2 +tries=1 "@$r" "$etiqueta.$dominio" A | awk '/Query time/ {print $4}')
      else
        t=$(dig +time=2 +tries=1 "$etiqueta.$dominio" A | awk '/Query time/ {print $4}')
      fi
      [ -n "$t" ] && tiempos+=("$t")
    done
    if [ "${#tiempos[@]}" -gt 0 ]; then
      med=$(printf '%s\n' "${tiempos[@]}" | sort -n | sed -n "$(( (${#tiempos[@]} + 1) / 2 ))p")
      printf '%-16s mediana %s ms (%d/10 respuestas)\n' "${r:-sistema}" "$med" "${#tiempos[@]}"
    else
      printf '%-16s sin respuesta\n' "${r:-sistema}"
    fi
  done
}

case "$accion" in
  registros) registros ;;
  propagacion) propagacion ;;
  correo) correo ;;
  latencia) latencia ;;
  *) uso ;;
esac
