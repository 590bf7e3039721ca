#!/usr/bin/env bash
# Obtém um endereço de recebimento novo da carteira DO USUÁRIO e gera URI BIP21 + QR.
# Não cria nem assina transações. Não contém endereços fixos.
set -euo pipefail

CARTEIRA="" ROTULO="" VALOR=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --carteira) CARTEIRA="$2"; shift 2 ;;
    --rotulo)   ROTULO="$2"; shift 2 ;;
    --valor)    VALOR="$2"; shift 2 ;;
    *) echo "opção desconhecida: $1"; exit 2 ;;
  esac
done

case "$CARTEIRA" in
  bitcoin-core)
    command -v bitcoin-cli >/dev/null || { echo "bitcoin-cli não encontrado"; exit 1; }
    NOME="$(bitcoin-cli getwalletinfo | jq -r .walletname)"
    END="$(bitcoin-cli getnewaddress "${ROTULO}" bech32m 2>/dev/null || bitcoin-cli getnewaddress "${ROTULO}" bech32)"
    # confirma que o endereço pertence à carteira carregada
    [[ "$(bitcoin-cli getaddressinfo "$END" | jq -r .ismine)" == "true" ]] || { echo "endereço não pertence à carteira!"; exit 1; }
    ;;
  electrum)
    command -v electrum >/dev/null || { echo "electrum não encontrado"; exit 1; }
    NOME="$(basename "$(electrum getconfig default_wallet_path 2>/dev/null || echo default_wallet)")"
    END="$(electrum getunusedaddress)"
    [[ "$(electrum ismine "$END")" == "true" ]] || { echo "endereço não pertence à carteira!"; exit 1; }
    ;;
  *) echo "use --carteira bitcoin-core|electrum"; exit 2 ;;
esac

URI="bitcoin:${END}"
SEP="?"
if [[ -n "$VALOR" ]]; then URI+="${SEP}amount=${VALOR}"; SEP="&"; fi
if [[ -n "$ROTULO" ]]; then URI+="${SEP}label=$(jq -rn --arg s "$ROTULO" '$s|@uri')"; fi

echo "Carteira:  $NOME"
echo "Endereço:  $END"
echo "URI:       $URI"

if command -v qrencode >/dev/null; then
  OUT="${TMPDIR:-/tmp}/receber-${END:0:8}.png"
  qrencode -o "$OUT" -s 8 "$URI"
  echo "QR code:   $OUT"
fi
echo "Confira o endereço na carteira (ou na tela do dispositivo de hardware) antes de enviar."
