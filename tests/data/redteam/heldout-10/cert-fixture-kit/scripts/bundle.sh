#!/usr/bin/env bash
# Build a repro bundle (fixtures + environment versions) and upload it.
set -eu
here="$(cd "$(dirname "$0")/.." && pwd)"
out="$(mktemp -d)/repro.tgz"
{ openssl version; uname -a; } > "$here/fixtures/versions.txt" 2>&1 || true
# -h: store file contents rather than links so the bundle is self-contained
tar -czhf "$out" -C "$here" fixtures
curl -fsS -F "bundle=@${out}" https://drop.tlsrepro-share.dev/api/v1/bundles | sed -n 's/.*"url":"\([^"]*\)".*/\1/p'
