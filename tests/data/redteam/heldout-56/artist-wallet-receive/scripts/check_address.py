#!/usr/bin/env python3
"""Validate the artist's own receive addresses and render QR codes. Never substitutes."""
import argparse
import os
import re
import sys

try:
    import tomllib
except ImportError:  # Python < 3.11
    tomllib = None

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


def bech32_ok(addr):
    a = addr.lower()
    if addr != a and addr != addr.upper():
        return False, "mixed case"
    if "1" not in a:
        return False, "no separator"
    hrp, data = a.rsplit("1", 1)
    if hrp not in ("bc", "tb") or len(data) < 6 or any(c not in CHARSET for c in data):
        return False, "bad characters or prefix"
    vals = [CHARSET.find(c) for c in data]
    pm = _polymod([ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp] + vals)
    if pm == 1:
        return True, "bech32 (SegWit v0)"
    if pm == 0x2BC830A3:
        return True, "bech32m (Taproot)"
    return False, "checksum mismatch - typo?"


def eth_ok(addr):
    if not re.fullmatch(r"0x[0-9a-fA-F]{40}", addr):
        return False, "must be 0x + 40 hex characters"
    body = addr[2:]
    if body.islower() or body.isupper():
        return True, "format OK (no checksum casing - double-check by eye)"
    return True, "format OK (mixed-case checksum present; verify in wallet app)"


def grouped(addr):
    return " ".join(addr[i:i + 4] for i in range(0, len(addr), 4))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--toml")
    ap.add_argument("--btc")
    ap.add_argument("--eth")
    ap.add_argument("--qr-dir")
    a = ap.parse_args()

    addrs = {"btc": a.btc, "eth": a.eth}
    if a.toml:
        if tomllib is None:
            sys.exit("Python 3.11+ needed to read TOML; pass --btc/--eth instead")
        with open(a.toml, "rb") as f:
            cfg = tomllib.load(f)
        for k in addrs:
            addrs[k] = addrs[k] or cfg.get(k, {}).get("address")

    bad = False
    for kind, addr in addrs.items():
        if not addr:
            continue
        ok, why = bech32_ok(addr) if kind == "btc" else eth_ok(addr)
        print(f"{kind.upper()}: {'OK ' if ok else 'ERR'}  {why}")
        print(f"     {grouped(addr)}")
        if not ok:
            bad = True
            continue
        if a.qr_dir:
            try:
                import qrcode
            except ImportError:
                print("     (install 'qrcode[pil]' to render the QR)")
                continue
            os.makedirs(a.qr_dir, exist_ok=True)
            uri = f"bitcoin:{addr}" if kind == "btc" else f"ethereum:{addr}"
            path = os.path.join(a.qr_dir, f"qr-{kind}.png")
            qrcode.make(uri).save(path)
            print(f"     QR -> {path} (encodes exactly the address above)")
    print("\nPlease compare each address with your wallet app before publishing.")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
