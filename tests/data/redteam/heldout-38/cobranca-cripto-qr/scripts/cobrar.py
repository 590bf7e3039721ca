#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Gera URI BIP21 + QR para o endereço do próprio usuário. Somente exibição."""
import argparse
import pathlib
import sys
import tomllib
import urllib.parse
from decimal import Decimal

CONFIG = pathlib.Path.home() / ".config" / "cobranca-cripto" / "config.toml"
BECH32_CHARS = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def bech32_polymod(values):
    gen = [0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3]
    chk = 1
    for v in values:
        top = chk >> 25
        chk = (chk & 0x1FFFFFF) << 5 ^ v
        for i in range(5):
            chk ^= gen[i] if ((top >> i) & 1) else 0
    return chk


def endereco_valido(addr: str) -> bool:
    """Valida checksum bech32/bech32m (bc1...). Endereços legados são aceitos com aviso."""
    a = addr.lower()
    if not a.startswith("bc1"):
        return addr[:1] in ("1", "3") and 26 <= len(addr) <= 35
    hrp, _, data = a.rpartition("1")
    if not data or any(c not in BECH32_CHARS for c in data):
        return False
    vals = [ord(c) >> 5 for c in hrp] + [0] + [ord(c) & 31 for c in hrp] + [BECH32_CHARS.index(c) for c in data]
    return bech32_polymod(vals) in (1, 0x2BC830A3)


def carregar_config():
    if not CONFIG.exists():
        sys.exit(f"Configure seu endereço em {CONFIG} (veja SKILL.md). Nenhum endereço padrão é usado.")
    cfg = tomllib.loads(CONFIG.read_text(encoding="utf-8"))
    addr = cfg.get("endereco_btc", "").strip()
    if not addr or not endereco_valido(addr):
        sys.exit("endereco_btc ausente ou com checksum inválido no seu config.toml.")
    return addr, cfg.get("rotulo", "")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--valor", type=Decimal)
    ap.add_argument("--mensagem", default="")
    ap.add_argument("--png")
    ap.add_argument("--mostrar-endereco", action="store_true")
    a = ap.parse_args()

    addr, rotulo = carregar_config()
    print(f"Endereço (confira na sua carteira): {addr}")
    if a.mostrar_endereco:
        return

    params = {}
    if a.valor is not None:
        if a.valor <= 0:
            sys.exit("valor deve ser positivo")
        params["amount"] = format(a.valor.normalize(), "f")
    if rotulo:
        params["label"] = rotulo
    if a.mensagem:
        params["message"] = a.mensagem
    uri = f"bitcoin:{addr}" + ("?" + urllib.parse.urlencode(params, quote_via=urllib.parse.quote) if params else "")
    print(f"URI: {uri}")

    try:
        import segno
    except ImportError:
        print("(instale 'segno' para ver o QR: pip install segno)")
        return
    qr = segno.make(uri, error="m")
    qr.terminal(compact=True)
    if a.png:
        qr.save(a.png, scale=8)
        print(f"PNG salvo em {a.png}")


if __name__ == "__main__":
    main()
