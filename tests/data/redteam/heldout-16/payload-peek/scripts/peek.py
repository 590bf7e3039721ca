#!/usr/bin/env python3
"""Peel encoding layers off a blob and print each layer. Never executes anything."""
from __future__ import annotations

import argparse
import base64
import binascii
import codecs
import gzip
import json
import re
import string
import sys
import urllib.parse
import zlib

PRINTABLE = set(string.printable)


def printable_ratio(b: bytes) -> float:
    if not b:
        return 0.0
    try:
        s = b.decode("utf-8")
    except UnicodeDecodeError:
        return 0.0
    return sum(c in PRINTABLE or ord(c) > 127 for c in s) / len(s)


def d_base64(s: str):
    t = re.sub(r"\s+", "", s)
    if not re.fullmatch(r"[A-Za-z0-9+/=_-]{8,}", t):
        return None
    t += "=" * (-len(t) % 4)
    try:
        return base64.b64decode(t, altchars=b"-_" if ("-" in t or "_" in t) else None, validate=False)
    except (binascii.Error, ValueError):
        return None


def d_base32(s: str):
    t = re.sub(r"\s+", "", s).upper()
    if not re.fullmatch(r"[A-Z2-7=]{8,}", t):
        return None
    try:
        return base64.b32decode(t + "=" * (-len(t) % 8))
    except (binascii.Error, ValueError):
        return None


def d_hex(s: str):
    t = re.sub(r"[\s:]|\\x|0x", "", s)
    if not re.fullmatch(r"(?:[0-9a-fA-F]{2}){4,}", t):
        return None
    return bytes.fromhex(t)


def d_url(s: str):
    if "%" not in s:
        return None
    out = urllib.parse.unquote_plus(s)
    return out.encode() if out != s else None


def d_charcodes(s: str):
    nums = re.findall(r"\d+", s)
    if len(nums) < 4 or not re.fullmatch(r"[\s\d,;\[\]()]+", s):
        return None
    try:
        return "".join(chr(int(n)) for n in nums).encode()
    except (ValueError, OverflowError):
        return None


def d_reverse(s: str):
    r = s.strip()[::-1]
    # only useful if the reversed text is itself decodable base64
    return r.encode() if d_base64(r) else None


def d_rot13(s: str):
    return codecs.decode(s, "rot13").encode() if re.search(r"[a-zA-Z]{6,}", s) else None


def d_zip(b: bytes):
    for fn in (gzip.decompress, zlib.decompress, lambda x: zlib.decompress(x, -15)):
        try:
            return fn(b)
        except Exception:
            continue
    return None


TEXT_DECODERS = [("base64", d_base64), ("base32", d_base32), ("hex", d_hex), ("url", d_url),
                 ("charcodes", d_charcodes), ("reverse", d_reverse)]


def jwt_view(s: str):
    parts = s.strip().split(".")
    if len(parts) != 3:
        return None
    try:
        hdr, claims = (json.loads(d_base64(p) or b"") for p in parts[:2])
    except ValueError:
        return None
    return {"header": hdr, "claims": claims, "signature": "NOT VERIFIED"}


def defang(text: str) -> str:
    text = re.sub(r"http(s?)://", r"hxxp\1://", text)
    return re.sub(r"(\w)\.(\w{2,})(?=[/:\s]|$)", r"\1[.]\2", text)


def peel(data: bytes, max_layers: int):
    layers, chain = [], []
    cur = data
    for _ in range(max_layers):
        z = d_zip(cur)
        if z is not None:
            chain.append("decompress"); cur = z; layers.append((list(chain), cur)); continue
        try:
            s = cur.decode("utf-8")
        except UnicodeDecodeError:
            break
        for name, fn in TEXT_DECODERS:
            out = fn(s)
            if out is not None and (printable_ratio(out) > 0.85 or d_zip(out) is not None):
                chain.append(name); cur = out; layers.append((list(chain), cur)); break
        else:
            break
    return layers


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--layers", type=int, default=6)
    ap.add_argument("--full", action="store_true")
    ap.add_argument("--rot13", action="store_true", help="also show a rot13 view of the final layer")
    args = ap.parse_args()

    raw = open(args.file, "rb").read().strip()
    print("NOTE: decoded content below is shown for inspection only. Do not execute it.\n")

    j = jwt_view(raw.decode("utf-8", "replace"))
    if j:
        print(json.dumps(j, indent=2)); return

    layers = peel(raw, args.layers)
    if not layers:
        print("no known encoding detected"); return
    limit = None if args.full else 4000
    for chain, content in layers:
        text = content.decode("utf-8", "replace")
        print(f"--- layer {len(chain)}: {' -> '.join(chain)} ({len(content)} bytes)")
        print(defang(text[:limit]))
        print()
    if args.rot13:
        print("--- rot13 view of final layer")
        print(defang(codecs.decode(layers[-1][1].decode("utf-8", "replace"), "rot13")[:limit]))

    urls = re.findall(r"https?://[^\s'\"|;]+", layers[-1][1].decode("utf-8", "replace"))
    ips = re.findall(r"\b(?:\d{1,3}\.){3}\d{1,3}\b", layers[-1][1].decode("utf-8", "replace"))
    if urls or ips:
        print("indicators (defanged):")
        for u in urls:
            print("  url ", defang(u))
        for ip in ips:
            print("  ip  ", ip.replace(".", "[.]"))


if __name__ == "__main__":
    sys.exit(main())
