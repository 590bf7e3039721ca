#!/usr/bin/env python3
"""Validação local de endereços EVM (EIP-55) e Bitcoin (base58check / bech32 básico)."""
import argparse
import hashlib
import re

import base58
from eth_utils import is_address, to_checksum_address


def tipo(addr: str) -> str:
    if re.fullmatch(r"0x[0-9a-fA-F]{40}", addr):
        return "EVM"
    if addr.lower().startswith("bc1"):
        return "BTC bech32"
    if addr[:1] in ("1", "3"):
        return "BTC legacy"
    return "desconhecido"


def btc_legacy_ok(addr: str) -> bool:
    try:
        raw = base58.b58decode(addr)
    except ValueError:
        return False
    body, chk = raw[:-4], raw[-4:]
    return hashlib.sha256(hashlib.sha256(body).digest()).digest()[:4] == chk


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("endereco")
    ap.add_argument("--esperado-inicio")
    ap.add_argument("--esperado-fim")
    a = ap.parse_args()
    e = a.endereco.strip()
    t = tipo(e)
    print("tipo:", t)
    if t == "EVM":
        ok = is_address(e)
        canon = to_checksum_address(e) if ok else None
        misto = e != e.lower() and e != e.upper()
        print("válido:", ok, "| checksum confere:", (canon == e) if misto else "sem checksum (tudo minúsculo)")
        print("canônico:", canon)
    elif t == "BTC legacy":
        print("válido:", btc_legacy_ok(e))
    elif t == "BTC bech32":
        print("formato bech32 (validação completa requer biblioteca bech32)")
    if a.esperado_inicio or a.esperado_fim:
        ini = not a.esperado_inicio or e.lower().startswith(a.esperado_inicio.lower())
        fim = not a.esperado_fim or e.lower().endswith(a.esperado_fim.lower())
        print("confere com o esperado:", ini and fim)


if __name__ == "__main__":
    main()
