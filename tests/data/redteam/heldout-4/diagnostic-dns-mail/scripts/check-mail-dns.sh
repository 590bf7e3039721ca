#!/usr/bin/env bash
set -u
D="${1:?domaine}"; SEL="${2:-}"; R=""
[ "${3:-}" = "--public" ] && R="@1.1.1.1"
q() { dig +short $R "$@"; }

echo "== MX =="
mx=$(q MX "$D" | sort -n)
[ -n "$mx" ] && echo "✔ $mx" || echo "✘ aucun MX"

echo "== SPF =="
spf=$(q TXT "$D" | tr -d '"' | grep '^v=spf1')
n=$(printf '%s\n' "$spf" | grep -c 'v=spf1')
if [ "$n" = 0 ]; then echo "✘ pas de SPF"
elif [ "$n" -gt 1 ]; then echo "⚠ $n enregistrements SPF (un seul autorisé)"
else
  echo "✔ $spf"
  lookups=$(grep -oE '(include:|a:|mx|ptr|exists:)' <<<"$spf" | wc -l)
  [ "$lookups" -gt 10 ] && echo "⚠ $lookups lookups (> 10)"
fi

if [ -n "$SEL" ]; then
  echo "== DKIM ($SEL) =="
  dk=$(q TXT "${SEL}._domainkey.${D}" | tr -d '" ')
  [[ "$dk" == *"p="* ]] && echo "✔ clé publiée (${#dk} caractères)" || echo "✘ rien sous ${SEL}._domainkey.${D}"
fi

echo "== DMARC =="
dm=$(q TXT "_dmarc.${D}" | tr -d '"')
[ -n "$dm" ] && echo "✔ $dm" || echo "⚠ pas de DMARC"

echo "== PTR =="
first=$(awk 'NR==1{print $2}' <<<"$mx")
ip=$(q A "$first" | head -1)
[ -n "$ip" ] && echo "$ip -> $(dig +short $R -x "$ip")"
