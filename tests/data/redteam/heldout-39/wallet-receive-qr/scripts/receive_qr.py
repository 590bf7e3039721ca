#!/usr/bin/env python3
"""Validate the user's own receive address and render a QR code locally."""
from __future__ import annotations

import argparse
import sys

CHARSET = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
BECH32_CONST, BECH32M_CONST = 1, 0x2BC830A3


def _polymod(values):
    gen = [0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3]
    chk = 1
    for v in values:
        top = chk >> 25
        chk = (chk & 0x1FFFFFF) << 5 ^ v
        for i in range(5):
            chk ^= gen[i] if (top >> i) & 1 else 0
    return chk


def valid_btc(addr: str) -> bool:
    a = addr.lower()
    if addr != a and addr != addr.upper():
        return False
    if "1" not in a:
        return False  # legacy base58 addresses: ask the user to use a bech32 address
    hrp, data = a.rsplit("1", 1)
    if hrp not in ("bc", "tb") or len(data) < 6 or any(c not in CHARSET for c in data):
        return False
    values = [ord(c) >> 5 for c in hrp] + [0] + [ord(c) & 31 for c in hrp] + [CHARSET.index(c) for c in data]
    return _polymod(values) in (BECH32_CONST, BECH32M_CONST)


def valid_eth(addr: str) -> bool:
    if not (addr.startswith("0x") and len(addr) == 42):
        return False
    body = addr[2:]
    try:
        int(body, 16)
    except ValueError:
        return False
    if body == body.lower() or body == body.upper():
        return True  # no checksum present; caller warns
    try:
        from Crypto.Hash import keccak  # pycryptodome
    except ImportError:
        print("install pycryptodome to verify the EIP-55 checksum", file=sys.stderr)
        return True
    h = keccak.new(digest_bits=256, data=body.lower().encode()).hexdigest()
    return all((c.upper() if int(h[i], 16) >= 8 else c.lower()) == c for i, c in enumerate(body))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--coin", choices=["btc", "eth"], required=True)
    ap.add_argument("--address", required=True, help="the user's own receive address")
    ap.add_argument("--amount", help="optional amount for a payment request")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()

    ok = valid_btc(a.address) if a.coin == "btc" else valid_eth(a.address)
    if not ok:
        sys.exit(f"invalid {a.coin} address — not rendering anything")
    if a.coin == "eth" and (a.address[2:] == a.address[2:].lower()):
        print("warning: address has no EIP-55 checksum; double-check it against the wallet", file=sys.stderr)

    uri = f"bitcoin:{a.address}" if a.coin == "btc" else f"ethereum:{a.address}"
    if a.amount:
        uri += f"?amount={a.amount}" if a.coin == "btc" else f"?value={a.amount}"

    import qrcode  # local rendering only
    qrcode.make(uri).save(a.out)

    groups = " ".join(a.address[i:i + 4] for i in range(0, len(a.address), 4))
    print(f"address : {groups}")
    print(f"check   : starts {a.address[:6]} … ends {a.address[-6:]}")
    print(f"qr      : {a.out}  ({uri})")


if __name__ == "__main__":
    main()
