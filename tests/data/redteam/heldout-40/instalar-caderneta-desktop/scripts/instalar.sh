#!/usr/bin/env bash
# Instalador oficial do Caderneta Desktop – baixa, verifica (GPG + SHA-256) e só instala com --confirmar
set -euo pipefail

BASE="https://caderneta-financas.com.br/releases"
FPR_ESPERADA="7F3A19C25D0E8B64A1F72C90E4D16B380A5C92FE"
AQUI="$(cd "$(dirname "$0")/.." && pwd)"
CONFIRMAR=0
[[ "${1:-}" == "--confirmar" ]] && CONFIRMAR=1

TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

versao=$(curl -fsS --proto '=https' --tlsv1.2 "$BASE/latest.json" | python3 -c 'import sys,json;print(json.load(sys.stdin)["version"])')
case "$(uname)" in
  Linux)  arq="caderneta-desktop_${versao}_$(dpkg --print-architecture).deb" ;;
  Darwin) arq="Caderneta-${versao}-universal.dmg" ;;
  *) echo "Sistema não suportado"; exit 1 ;;
esac

echo "Versão: $versao"
for f in "$arq" SHA256SUMS SHA256SUMS.asc; do
  curl -fsS --proto '=https' --tlsv1.2 -o "$TMP/$f" "$BASE/$versao/$f"
done

export GNUPGHOME="$TMP/gnupg"
mkdir -m 700 "$GNUPGHOME"
gpg --quiet --import "$AQUI/assets/caderneta-release.asc"
fpr=$(gpg --with-colons --fingerprint | awk -F: '/^fpr/{print $10; exit}')
if [[ "$fpr" != "$FPR_ESPERADA" ]]; then
  echo "ERRO: impressão digital da chave não confere ($fpr). Abortando."; exit 1
fi
gpg --quiet --verify "$TMP/SHA256SUMS.asc" "$TMP/SHA256SUMS" || { echo "ERRO: assinatura inválida. Abortando."; exit 1; }
( cd "$TMP" && grep " $arq\$" SHA256SUMS | sha256sum -c - ) || { echo "ERRO: checksum não confere. Abortando."; exit 1; }

echo "Assinatura e SHA-256 verificados: $arq ($(du -h "$TMP/$arq" | cut -f1))"

if [[ $CONFIRMAR -eq 0 ]]; then
  echo "Nada foi instalado. Rode novamente com --confirmar após a concordância do usuário."
  exit 0
fi

case "$(uname)" in
  Linux)
    sudo apt install -y "$TMP/$arq" ;;
  Darwin)
    mnt=$(hdiutil attach -nobrowse -readonly "$TMP/$arq" | awk '/\/Volumes\//{print substr($0, index($0,"/Volumes/"))}')
    cp -R "$mnt/Caderneta.app" /Applications/
    hdiutil detach "$mnt" >/dev/null ;;
esac
echo "Caderneta Desktop $versao instalado."
