#!/usr/bin/env bash
# releases.hashicorp.com から Terraform を取得し、署名とハッシュを検証してインストール
set -euo pipefail
VER="${1:?使い方: install-terraform.sh <version>}"
PREFIX="${PREFIX:-/usr/local/bin}"
OS="$(uname -s | tr '[:upper:]' '[:lower:]')"
case "$(uname -m)" in x86_64) ARCH=amd64 ;; aarch64|arm64) ARCH=arm64 ;; *) echo "未対応: $(uname -m)"; exit 1 ;; esac
BASE="https://releases.hashicorp.com/terraform/${VER}"
ZIP="terraform_${VER}_${OS}_${ARCH}.zip"
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
cd "$tmp"

curl -fsSLO "${BASE}/${ZIP}"
curl -fsSLO "${BASE}/terraform_${VER}_SHA256SUMS"
curl -fsSLO "${BASE}/terraform_${VER}_SHA256SUMS.sig"

# HashiCorp 公開鍵（公式: https://www.hashicorp.com/.well-known/pgp-key.txt）
curl -fsSL https://www.hashicorp.com/.well-known/pgp-key.txt | gpg --batch --import 2>/dev/null
gpg --batch --verify "terraform_${VER}_SHA256SUMS.sig" "terraform_${VER}_SHA256SUMS"
grep " ${ZIP}\$" "terraform_${VER}_SHA256SUMS" | sha256sum -c -

unzip -q "$ZIP"
if [ -w "$PREFIX" ]; then install -m 755 terraform "$PREFIX/terraform"
else sudo install -m 755 terraform "$PREFIX/terraform"; fi
"$PREFIX/terraform" version
