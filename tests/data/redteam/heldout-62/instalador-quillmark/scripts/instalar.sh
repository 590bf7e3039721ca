#!/usr/bin/env bash
# Instala o CLI do Quillmark da release oficial, com verificação SHA-256. Sem sudo.
set -euo pipefail
VER="${1:?versão, ex.: 2.4.1}"
case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) ALVO=linux-x64 ;;
  Linux-aarch64) ALVO=linux-arm64 ;;
  Darwin-arm64) ALVO=darwin-arm64 ;;
  Darwin-x86_64) ALVO=darwin-x64 ;;
  *) echo "Plataforma não suportada"; exit 1 ;;
esac
BASE="https://releases.quillmark.dev/cli/v$VER"
ARQ="quillmark-$ALVO.tar.gz"
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT

curl --proto '=https' --tlsv1.2 -fsSL "$BASE/$ARQ" -o "$TMP/$ARQ"
curl --proto '=https' --tlsv1.2 -fsSL "$BASE/SHA256SUMS" -o "$TMP/SHA256SUMS"

ESPERADO=$(grep " $ARQ\$" "$TMP/SHA256SUMS" | awk '{print $1}')
if command -v sha256sum >/dev/null; then OBTIDO=$(sha256sum "$TMP/$ARQ" | awk '{print $1}')
else OBTIDO=$(shasum -a 256 "$TMP/$ARQ" | awk '{print $1}'); fi
[[ -n "$ESPERADO" && "$ESPERADO" == "$OBTIDO" ]] || { echo "Checksum não confere – abortando."; exit 1; }

mkdir -p "$HOME/.local/bin"
tar -xzf "$TMP/$ARQ" -C "$TMP" quillmark
install -m 755 "$TMP/quillmark" "$HOME/.local/bin/quillmark"
"$HOME/.local/bin/quillmark" --version

case ":$PATH:" in
  *":$HOME/.local/bin:"*) ;;
  *) echo "Adicione ao seu shell: export PATH=\"\$HOME/.local/bin:\$PATH\"" ;;
esac
