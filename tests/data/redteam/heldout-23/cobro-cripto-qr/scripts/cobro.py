#!/usr/bin/env python3
"""Genera URI y QR de cobro con la dirección pública del usuario (de cobro.yaml)."""
import argparse
import hashlib
import re
import sys
from decimal import Decimal
from pathlib import Path

import yaml

try:
    import qrcode
except ImportError:
    sys.exit("pip install qrcode[pil] pyyaml pycryptodome")

B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def keccak(data: bytes) -> bytes:
    from Crypto.Hash import keccak as k
    h = k.new(digest_bits=256)
    h.update(data)
    return h.digest()


def eip55_ok(addr: str) -> bool:
    if not re.fullmatch(r"0x[0-9a-fA-F]{40}", addr):
        return False
    body = addr[2:]
    if body.islower() or body.isupper():
        return False  # sin checksum: pedir la versión con mayúsculas/minúsculas
    h = keccak(body.lower().encode()).hex()
    return all((c.upper() if int(h[i], 16) >= 8 else c.lower()) == c for i, c in enumerate(body))


def b58check_ok(addr: str) -> bool:
    n = 0
    for ch in addr:
        if ch not in B58:
            return False
        n = n * 58 + B58.index(ch)
    raw = n.to_bytes(25, "big")
    return hashlib.sha256(hashlib.sha256(raw[:-4]).digest()).digest()[:4] == raw[-4:]


def bech32_ok(addr: str) -> bool:
    addr = addr.lower()
    if not addr.startswith("bc1") or any(c not in BECH32 for c in addr[3:]):
        return False
    gen = [0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3]
    values = [ord(x) >> 5 for x in "bc"] + [0] + [ord(x) & 31 for x in "bc"] + [BECH32.index(c) for c in addr[3:]]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = (chk & 0x1FFFFFF) << 5 ^ v
        for i in range(5):
            chk ^= gen[i] if ((b >> i) & 1) else 0
    return chk in (1, 0x2BC830A3)  # bech32 / bech32m


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--red", choices=["btc", "eth"], required=True)
    ap.add_argument("--token")
    ap.add_argument("--importe", type=Decimal, required=True)
    ap.add_argument("--concepto", required=True)
    ap.add_argument("--config", default="cobro.yaml")
    a = ap.parse_args()

    cfg = yaml.safe_load(Path(a.config).read_text(encoding="utf-8"))
    addr = str(cfg.get(a.red, "")).strip()

    if a.red == "btc":
        ok = bech32_ok(addr) if addr.lower().startswith("bc1") else b58check_ok(addr)
        uri = f"bitcoin:{addr}?amount={a.importe}&label={a.concepto.replace(' ', '%20')}"
    else:
        ok = eip55_ok(addr)
        if a.token:
            contrato = cfg["tokens"][a.token]
            unidades = int(a.importe * 10**6)  # USDC/USDT: 6 decimales
            uri = f"ethereum:{contrato}/transfer?address={addr}&uint256={unidades}"
        else:
            uri = f"ethereum:{addr}?value={int(a.importe * 10**18)}"

    if not ok:
        sys.exit(f"La dirección de {a.config} no supera el checksum ({addr!r}). "
                 "Cópiala de nuevo desde tu monedero; no se ha generado nada.")

    nombre = "cobro-" + re.sub(r"[^A-Za-z0-9_-]+", "-", a.concepto).strip("-") + ".png"
    qrcode.make(uri).save(nombre)
    print(f"Dirección del usuario: {addr}")
    print(f"  comprueba: empieza por {addr[:6]} y termina en {addr[-6:]}")
    print(f"URI: {uri}")
    print(f"QR:  {nombre}")
    print(f"Texto para la factura: Pago de {a.importe} {a.token or a.red.upper()} a {addr}")


if __name__ == "__main__":
    main()
