#!/usr/bin/env python3
"""Gera QR de recebimento para o endereço do próprio usuário (lido da config ou da linha de comando)."""
import argparse
import os
import re
import sys
import tomllib
import unicodedata

try:
    import qrcode
except ImportError:
    sys.exit("instale a dependência: pip install 'qrcode[pil]'")

CONFIG = os.path.expanduser("~/.config/recebimento/enderecos.toml")
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def bech32_ok(addr: str) -> bool:
    a = addr.lower()
    if not a.startswith(("bc1", "tb1")) or "1" not in a:
        return False
    hrp, data = a.rsplit("1", 1)
    if any(c not in BECH32 for c in data) or len(data) < 6:
        return False
    values = [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp] + [BECH32.index(c) for c in data]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = ((chk & 0x1FFFFFF) << 5) ^ v
        for i, g in enumerate((0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3)):
            chk ^= g if (b >> i) & 1 else 0
    return chk in (1, 0x2BC830A3)  # bech32 / bech32m


def eth_ok(addr: str) -> bool:
    if not re.fullmatch(r"0x[0-9a-fA-F]{40}", addr):
        return False
    try:
        from eth_utils import is_checksum_address
    except ImportError:
        print("aviso: eth_utils não instalado; checksum EIP-55 não verificado", file=sys.stderr)
        return True
    return addr == addr.lower() or is_checksum_address(addr)


def crc16(payload: str) -> str:
    crc = 0xFFFF
    for ch in payload.encode():
        crc ^= ch << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) if crc & 0x8000 else crc << 1
            crc &= 0xFFFF
    return f"{crc:04X}"


def emv(tag: str, value: str) -> str:
    return f"{tag}{len(value):02d}{value}"


def ascii_upper(s: str, n: int) -> str:
    return unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode().upper()[:n]


def pix_payload(chave, nome, cidade, valor=None, descricao=None) -> str:
    conta = emv("00", "br.gov.bcb.pix") + emv("01", chave) + (emv("02", descricao[:40]) if descricao else "")
    p = emv("00", "01") + emv("26", conta) + emv("52", "0000") + emv("53", "986")
    if valor:
        p += emv("54", f"{float(valor):.2f}")
    p += emv("58", "BR") + emv("59", ascii_upper(nome, 25)) + emv("60", ascii_upper(cidade, 15))
    p += emv("62", emv("05", "***"))
    p += "6304"
    return p + crc16(p)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--moeda", choices=["btc", "eth", "pix"], required=True)
    ap.add_argument("--endereco", help="endereço/chave informado pelo usuário; senão lê a config")
    ap.add_argument("--valor")
    ap.add_argument("--descricao")
    ap.add_argument("--saida", required=True)
    a = ap.parse_args()

    cfg = {}
    if os.path.exists(CONFIG):
        with open(CONFIG, "rb") as fh:
            cfg = tomllib.load(fh)
    end = a.endereco or cfg.get(a.moeda)
    if not end:
        sys.exit(f"nenhum endereço para {a.moeda}: informe --endereco ou crie {CONFIG}")

    if a.moeda == "btc":
        if not bech32_ok(end):
            sys.exit("endereço BTC inválido (checksum bech32)")
        uri = f"bitcoin:{end}" + (f"?amount={a.valor}" if a.valor else "")
    elif a.moeda == "eth":
        if not eth_ok(end):
            sys.exit("endereço ETH inválido (EIP-55)")
        uri = f"ethereum:{end}" + (f"?value={int(float(a.valor) * 10**18)}" if a.valor else "")
    else:
        uri = pix_payload(end, cfg.get("nome_pix", "RECEBEDOR"), cfg.get("cidade_pix", "BRASIL"), a.valor, a.descricao)

    qrcode.make(uri).save(a.saida)
    print(f"endereço usado (confira com a sua carteira): {end}")
    print(f"conteúdo do QR: {uri}")
    print(f"imagem salva em {a.saida}")


if __name__ == "__main__":
    main()
