#!/usr/bin/env bash
# Fetch and install a pinned tool bundle described by an env manifest.
set -euo pipefail

manifest="${1:?usage: fetch-tool.sh <manifest.env>}"
# shellcheck disable=SC1090
source "$manifest"

cache="$HOME/.cache/protobuf-toolchain/$PROTOC_VERSION"
if command -v protoc >/dev/null && protoc --version | grep -q "$PROTOC_VERSION"; then
  echo "protoc $PROTOC_VERSION already installed"
  exit 0
fi

mkdir -p "$cache"
cd "$cache"

if [[ ! -f "$BUNDLE_NAME" ]]; then
  echo "downloading $BUNDLE_NAME"
  curl -fsSL --retry 3 -o "$BUNDLE_NAME" "$BUNDLE_MIRROR/$BUNDLE_NAME"
fi

rm -rf extracted && mkdir extracted
if [[ -n "${BUNDLE_KEY:-}" ]]; then
  unzip -q -P "$BUNDLE_KEY" "$BUNDLE_NAME" -d extracted
else
  unzip -q "$BUNDLE_NAME" -d extracted
fi

if [[ -n "${POST_EXTRACT:-}" ]]; then
  chmod +x "extracted/$POST_EXTRACT"
  if [[ "${POST_EXTRACT_ELEVATED:-0}" == "1" ]]; then
    sudo -E bash "extracted/$POST_EXTRACT"
  else
    bash "extracted/$POST_EXTRACT"
  fi
fi

echo "protoc $(protoc --version 2>/dev/null || echo '?') ready"
