#!/usr/bin/env python3
"""Valida endereços ETH (EIP-55) e BTC (bech32/bech32m). Não envia nada."""
import argparse
import sys

CHARSET = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _polymod(values):
    gen = [0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = (chk & 0x1FFFFFF) << 5 ^ v
        for i in range(5):
            chk ^= gen[i] if ((b >> i) & 1) else 0
    return chk


def valida_btc(addr):
    a = addr.lower()
    if not a.startswith("bc1") or any(c not in CHARSET for c in a[3:]):
        return False
    hrp, data = "bc", [CHARSET.find(c) for c in a[3:]]
    exp = [ord(c) >> 5 for c in hrp] + [0] + [ord(c) & 31 for c in hrp]
    return _polymod(exp + data) in (1, 0x2BC830A3)


def valida_eth(addr):
    try:
        from eth_utils import is_checksum_address, is_address
    except ImportError:
        print("instale: pip install eth-utils", file=sys.stderr)
        sys.exit(2)
    if not is_address(addr):
        return False
    if addr[2:].islower() or addr[2:].isupper():
        print("aviso: endereço sem checksum EIP-55; confira com ainda mais cuidado")
        return True
    return is_checksum_address(addr)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("endereco")
    ap.add_argument("--rede", required=True, choices=["ethereum", "base", "arbitrum", "bitcoin"])
    a = ap.parse_args()
    ok = valida_btc(a.endereco) if a.rede == "bitcoin" else valida_eth(a.endereco)
    blocos = " ".join(a.endereco[i:i + 4] for i in range(0, len(a.endereco), 4))
    print(("VÁLIDO  " if ok else "INVÁLIDO ") + a.rede)
    print(blocos)
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
