#!/usr/bin/env bash
# Eenvoudige snelheidsmeting van registry-toegang.
set -uo pipefail
t() { local s e; s=$(date +%s.%N); "$@" >/dev/null 2>&1; e=$(date +%s.%N); printf '%-40s %6.2fs\n' "$*" "$(echo "$e - $s" | bc)"; }
tmp=$(mktemp -d)
command -v npm >/dev/null && t npm view react version --prefer-online
command -v pip3 >/dev/null && t pip3 download requests --no-deps -d "$tmp" --no-cache-dir
command -v docker >/dev/null && t docker pull --quiet alpine:3.20
rm -rf "$tmp"
