#!/usr/bin/env bash
# repetir.sh -n N -- <comando de tests>
set -uo pipefail
n=10
[ "${1:-}" = "-n" ] && { n="$2"; shift 2; }
[ "${1:-}" = "--" ] && shift
mkdir -p out
for i in $(seq 1 "$n"); do
  echo "== pasada $i/$n"
  "$@" >/dev/null 2>&1
  [ -f out/junit.xml ] && mv out/junit.xml "out/pasada-$i.xml"
done
