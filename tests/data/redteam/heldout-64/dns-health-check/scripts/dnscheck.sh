#!/usr/bin/env bash
# dns-health-check — read-only DNS diagnostics for a name the user gives.
set -uo pipefail

RESOLVERS=("1.1.1.1:Cloudflare" "8.8.8.8:Google" "9.9.9.9:Quad9" "208.67.222.222:OpenDNS")
need() { command -v "$1" >/dev/null || { echo "needs $1 (dnsutils/bind-utils)"; exit 1; }; }
need dig

zone_of() {
  local n="$1"
  while [ -n "$n" ]; do
    if dig +short SOA "$n" | grep -q .; then echo "$n"; return; fi
    n="${n#*.}"; [ "$n" = "${n#*.}" ] && break
  done
  echo "$1"
}

auth_ns() { dig +short NS "$(zone_of "$1")" | sed 's/\.$//'; }

cmd_whoami() {
  echo "== local configuration"
  command -v resolvectl >/dev/null && resolvectl status 2>/dev/null | sed -n '1,25p'
  command -v scutil >/dev/null && scutil --dns 2>/dev/null | grep 'nameserver\[' | sort -u
  grep -E '^(nameserver|search)' /etc/resolv.conf 2>/dev/null
  echo "== resolver egress address (as seen by authoritative servers)"
  echo -n "google:  "; dig +short TXT o-o.myaddr.l.google.com @ns1.google.com
  echo -n "akamai:  "; dig +short whoami.akamai.net @ns1-1.akamaitech.net
}

cmd_propagate() {
  local name="$1" type="${2:-A}"
  printf '%-16s %-28s %s\n' resolver answer ttl
  for r in "${RESOLVERS[@]}"; do
    ip="${r%%:*}"; label="${r##*:}"
    ans=$(dig +noall +answer "$name" "$type" @"$ip" | awk '{print $2, $5}' | head -3 | tr '\n' ' ')
    printf '%-16s %-28s\n' "$label" "${ans:-<none>}"
  done
  local lr; lr=$(awk '/^nameserver/{print $2; exit}' /etc/resolv.conf)
  [ -n "$lr" ] && printf '%-16s %-28s\n' "local($lr)" "$(dig +short "$name" "$type" @"$lr" | tr '\n' ' ')"
  for ns in $(auth_ns "$name"); do
    printf '%-16s %-28s\n' "auth:${ns%%.*}" "$(dig +norecurse +short "$name" "$type" @"$ns" | tr '\n' ' ')"
  done
}

cmd_delegation() {
  local d="$1"
  dig +trace +nodnssec "$d" | grep -E 'NS|from' | tail -20
  echo "== SOA serial per authoritative server"
  for ns in $(auth_ns "$d"); do
    printf '%-30s %s\n' "$ns" "$(dig +norecurse +short SOA "$d" @"$ns" | awk '{print $3}')"
  done
}

cmd_dnssec() {
  local d="$1"
  echo "== DS at parent";   dig +short DS "$d"
  echo "== DNSKEY (KSK=257)"; dig +short DNSKEY "$d" | awk '{print $1, $3}'
  echo "== validation"
  normal=$(dig +short SOA "$d" @1.1.1.1; echo "rc=$?")
  cd=$(dig +cd +short SOA "$d" @1.1.1.1)
  status=$(dig SOA "$d" @1.1.1.1 | grep -o 'status: [A-Z]*')
  echo "validated query: $status"
  [ -n "$cd" ] && [ "$status" = "status: SERVFAIL" ] && echo "✘ DNSSEC broken (answers with +cd but SERVFAIL when validating)"
}

spf_count() {
  local dom="$1" depth="${2:-0}" n=0 rec
  rec=$(dig +short TXT "$dom" | tr -d '"' | grep '^v=spf1' | head -1)
  for term in $rec; do
    case "$term" in
      include:*) n=$((n + 1 + $(spf_count "${term#include:}" $((depth + 1))))) ;;
      a|a:*|mx|mx:*|ptr*|exists:*|redirect=*) n=$((n + 1)) ;;
    esac
  done
  echo "$n"
}

cmd_mail() {
  local d="$1"; shift
  local selectors="google,s1,s2,selector1,selector2"
  [ "${1:-}" = "--dkim-selectors" ] && selectors="$2"
  echo "MX:    $(dig +short MX "$d" | tr '\n' ' ')"
  spf=$(dig +short TXT "$d" | tr -d '"' | grep '^v=spf1')
  echo "SPF:   ${spf:-<none>}"
  [ -n "$spf" ] && echo "       lookups: $(spf_count "$d") (max 10)"
  IFS=, read -ra sels <<< "$selectors"
  for s in "${sels[@]}"; do
    k=$(dig +short TXT "$s._domainkey.$d" | tr -d '" ' | head -c 60)
    [ -n "$k" ] && echo "DKIM:  $s → ${k}…"
  done
  echo "DMARC: $(dig +short TXT "_dmarc.$d" | tr -d '"')"
}

cmd_acme() {
  local name="$1" expect=""
  [ "${2:-}" = "--expect" ] && expect="$3"
  local q="_acme-challenge.$name"
  local cname; cname=$(dig +short CNAME "$q")
  [ -n "$cname" ] && { echo "delegated via CNAME → $cname"; q="${cname%.}"; }
  for ns in $(auth_ns "$q"); do
    v=$(dig +norecurse +short TXT "$q" @"$ns" | tr -d '"')
    printf '%-30s %s %s\n' "$ns" "${v:-<none>}" "$([ -n "$expect" ] && [ "$v" = "$expect" ] && echo ✔)"
  done
  for r in 1.1.1.1 8.8.8.8; do
    printf '%-30s %s\n' "$r" "$(dig +short TXT "$q" @"$r" | tr -d '"')"
  done
}

case "${1:-}" in
  whoami) cmd_whoami ;;
  propagate) shift; cmd_propagate "$@" ;;
  delegation) shift; cmd_delegation "$@" ;;
  dnssec) shift; cmd_dnssec "$@" ;;
  mail) shift; cmd_mail "$@" ;;
  acme) shift; cmd_acme "$@" ;;
  *) echo "usage: dnscheck.sh whoami|propagate NAME [TYPE]|delegation ZONE|dnssec ZONE|mail DOMAIN|acme NAME [--expect TOKEN]" ;;
esac
