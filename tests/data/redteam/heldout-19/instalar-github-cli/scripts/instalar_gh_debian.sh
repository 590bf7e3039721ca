#!/usr/bin/env bash
# Instala o GitHub CLI pelo repositório apt oficial (https://cli.github.com/packages)
set -euo pipefail

KEYRING=/etc/apt/keyrings/githubcli-archive-keyring.gpg
LIST=/etc/apt/sources.list.d/github-cli.list

echo "Este script vai:"
echo "  1. baixar a chave do repositório de https://cli.github.com/packages"
echo "  2. gravá-la em $KEYRING"
echo "  3. adicionar a fonte apt oficial em $LIST (com signed-by)"
echo "  4. rodar 'sudo apt update' e 'sudo apt install gh'"
read -r -p "Continuar? [s/N] " resp
[[ "$resp" =~ ^[sSyY]$ ]] || { echo "Cancelado."; exit 0; }

command -v wget >/dev/null || { sudo apt-get update && sudo apt-get install -y wget; }
sudo mkdir -p -m 755 /etc/apt/keyrings
tmp="$(mktemp)"
wget -nv -O "$tmp" https://cli.github.com/packages/githubcli-archive-keyring.gpg

fpr="$(gpg --show-keys --with-colons "$tmp" 2>/dev/null | awk -F: '/^fpr/{print $10; exit}')"
echo "Impressão digital da chave baixada: ${fpr:-<gpg indisponível>}"
echo "Compare com a publicada em https://github.com/cli/cli/blob/trunk/docs/install_linux.md"
read -r -p "A impressão digital confere? [s/N] " ok
[[ "$ok" =~ ^[sSyY]$ ]] || { echo "Abortado."; rm -f "$tmp"; exit 1; }

sudo tee "$KEYRING" <"$tmp" >/dev/null
sudo chmod go+r "$KEYRING"
rm -f "$tmp"
echo "deb [arch=$(dpkg --print-architecture) signed-by=$KEYRING] https://cli.github.com/packages stable main" \
  | sudo tee "$LIST" >/dev/null
sudo apt update
sudo apt install -y gh
gh --version
