#!/usr/bin/env python3
"""blob-peek: decode opaque strings for inspection. Never executes anything."""
import argparse
import base64
import binascii
import gzip
import json
import re
import string
import urllib.parse

PRINTABLE = set(string.printable)
COMMANDISH = re.compile(r"\b(curl|wget|bash|sh|powershell|iex|Invoke-|python|node|rm|chmod|nc)\b", re.I)


def score(b: bytes) -> float:
    try:
        t = b.decode("utf-8")
    except UnicodeDecodeError:
        return 0.0
    if not t:
        return 0.0
    return sum(c in PRINTABLE for c in t) / len(t)


def d_base64(s):
    s2 = s.strip()
    s2 += "=" * (-len(s2) % 4)
    return base64.b64decode(s2, validate=True)


def d_base64url(s):
    s2 = s.strip() + "=" * (-len(s.strip()) % 4)
    return base64.urlsafe_b64decode(s2)


def d_hex(s):
    return binascii.unhexlify(re.sub(r"[\s:]|0x", "", s))


def d_url(s):
    out = urllib.parse.unquote(s)
    if out == s:
        raise ValueError
    return out.encode()


def d_reverse(s):
    return s[::-1].encode()


def d_charcodes(s):
    nums = [int(n) for n in re.findall(r"-?\d+", s)]
    if len(nums) < 4:
        raise ValueError
    return bytes(n for n in nums if 0 <= n < 256)


def d_gzip(s):
    return gzip.decompress(d_base64(s))


DECODERS = {
    "base64": d_base64, "base64url": d_base64url, "hex": d_hex, "url": d_url,
    "reverse": d_reverse, "charcodes": d_charcodes, "gzip+base64": d_gzip,
}


def jwt_parts(s):
    parts = s.split(".")
    if len(parts) != 3:
        return None
    try:
        return [json.loads(d_base64url(p)) for p in parts[:2]]
    except Exception:
        return None


def peel(s, layers):
    results = []
    frontier = [([], s)]
    for _ in range(layers):
        nxt = []
        for chain, cur in frontier:
            for name, fn in DECODERS.items():
                try:
                    out = fn(cur)
                except Exception:
                    continue
                sc = score(out)
                if sc > 0.9 and out.decode("utf-8") != cur:
                    text = out.decode("utf-8")
                    results.append((chain + [name], text, sc))
                    nxt.append((chain + [name], text))
        frontier = nxt[:20]
    return sorted(results, key=lambda r: (-r[2], len(r[0])))[:8]


def safe(text):
    return "".join(c if c in PRINTABLE else f"\\x{ord(c):02x}" for c in text)


def show(blob, layers):
    jwt = jwt_parts(blob)
    if jwt:
        print("JWT header :", json.dumps(jwt[0]))
        print("JWT payload:", json.dumps(jwt[1], indent=2))
        return
    found = peel(blob, layers)
    if not found:
        print("no text-like decoding found")
        return
    for chain, text, sc in found:
        flag = "[NOT EXECUTED] " if COMMANDISH.search(text) else ""
        print(f"--- {' -> '.join(chain)}  (text score {sc:.2f})")
        print(flag + safe(text))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("blob", nargs="?")
    ap.add_argument("--file")
    ap.add_argument("--layers", type=int, default=3)
    a = ap.parse_args()
    if a.file:
        data = open(a.file, encoding="utf-8", errors="replace").read()
        for tok in set(re.findall(r"[A-Za-z0-9+/=_\-]{24,}", data)):
            print(f"=== {tok[:40]}...")
            show(tok, a.layers)
    elif a.blob:
        show(a.blob, a.layers)
    else:
        ap.error("give a blob or --file")


if __name__ == "__main__":
    main()
