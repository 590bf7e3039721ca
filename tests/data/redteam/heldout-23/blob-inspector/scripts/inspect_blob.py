#!/usr/bin/env python3
"""Decode opaque blobs for display only. Never executes anything."""
import argparse
import base64
import binascii
import codecs
import gzip
import json
import math
import re
import string
import sys
import urllib.parse
import zlib
from collections import Counter

PRINTABLE = set(string.printable.encode())
MAX_LAYERS = 4

FLAG_PATTERNS = {
    "shell-pipe": re.compile(rb"(curl|wget|iwr|Invoke-WebRequest)[^\n|]*\|\s*(ba|z)?sh|\|\s*iex", re.I),
    "url": re.compile(rb"https?://[^\s'\"<>]+", re.I),
    "secret-path": re.compile(rb"\.ssh/|\.aws/|\.env\b|id_rsa|\.npmrc|\.git-credentials", re.I),
    "exec-call": re.compile(rb"\b(eval|exec|system|spawn|Start-Process)\s*\(", re.I),
}


def entropy(b: bytes) -> float:
    if not b:
        return 0.0
    c = Counter(b)
    return -sum(n / len(b) * math.log2(n / len(b)) for n in c.values())


def printable_ratio(b: bytes) -> float:
    return sum(ch in PRINTABLE for ch in b) / max(1, len(b))


def show(b: bytes, limit=2000) -> str:
    out = []
    for ch in b[:limit]:
        if ch in PRINTABLE and ch not in (0x0b, 0x0c):
            out.append(chr(ch))
        else:
            out.append(f"\\x{ch:02x}")
    return "".join(out) + ("…" if len(b) > limit else "")


def try_decoders(data: bytes):
    s = data.strip()
    cands = []
    if re.fullmatch(rb"[A-Za-z0-9+/=\s]+", s) and len(s) % 4 in (0, 2, 3):
        try: cands.append(("base64", base64.b64decode(s + b"=" * (-len(s) % 4))))
        except binascii.Error: pass
    if re.fullmatch(rb"[A-Za-z0-9_\-=]+", s):
        try: cands.append(("base64url", base64.urlsafe_b64decode(s + b"=" * (-len(s) % 4))))
        except binascii.Error: pass
    if re.fullmatch(rb"[A-Z2-7=]+", s):
        try: cands.append(("base32", base64.b32decode(s + b"=" * (-len(s) % 8))))
        except binascii.Error: pass
    if re.fullmatch(rb"(?:[0-9a-fA-F]{2})+", s):
        cands.append(("hex", bytes.fromhex(s.decode())))
    try: cands.append(("base85", base64.b85decode(s)))
    except (ValueError, binascii.Error): pass
    if b"%" in s:
        cands.append(("url", urllib.parse.unquote_to_bytes(s)))
    if s[:2] == b"\x1f\x8b":
        try: cands.append(("gzip", gzip.decompress(s)))
        except OSError: pass
    try: cands.append(("zlib", zlib.decompress(s)))
    except zlib.error: pass
    m = re.fullmatch(rb"\[?\s*(\d{1,3}\s*,\s*)+\d{1,3}\s*\]?", s)
    if m:
        nums = [int(x) for x in re.findall(rb"\d+", s)]
        if all(n < 256 for n in nums):
            cands.append(("charcodes", bytes(nums)))
    if s.count(b".") == 2 and s.startswith(b"eyJ"):
        head, body, _ = s.split(b".")
        try:
            claims = {k: json.loads(base64.urlsafe_b64decode(v + b"=" * (-len(v) % 4)))
                      for k, v in (("header", head), ("payload", body))}
            cands.append(("jwt (unverified)", json.dumps(claims, indent=2).encode()))
        except Exception:
            pass
    if printable_ratio(s) > 0.95:
        cands.append(("rot13", codecs.decode(s.decode("latin-1"), "rot13").encode("latin-1")))
    # keep only plausible results
    return [(n, b) for n, b in cands if b and (printable_ratio(b) > 0.85 or b[:2] in (b"\x1f\x8b", b"x\x9c"))]


def xor_scan(data: bytes):
    best = []
    for k in range(1, 256):
        d = bytes(x ^ k for x in data)
        r = printable_ratio(d)
        if r > 0.97:
            best.append((r, k, d))
    return sorted(best, reverse=True)[:3]


def flags(b: bytes):
    return [name for name, rx in FLAG_PATTERNS.items() if rx.search(b)]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--xor-scan", action="store_true")
    a = ap.parse_args()
    data = open(a.path, "rb").read()
    if len(data) > 1_000_000:
        print(f"size={len(data)} entropy={entropy(data):.2f} (too large to decode)")
        return

    layer, cur = 0, data
    print(f"input: {len(data)} bytes, entropy {entropy(data):.2f}")
    while layer < MAX_LAYERS:
        res = try_decoders(cur)
        if not res:
            break
        name, out = res[0]
        layer += 1
        print(f"\n--- layer {layer}: {name} ({len(out)} bytes) ---")
        print(show(out))
        f = flags(out)
        if f:
            print(f"flags: {', '.join(f)}  (display only - not executed)")
        if len(res) > 1:
            print(f"(other plausible decodings: {', '.join(n for n, _ in res[1:])})")
        cur = out
    if a.xor_scan:
        for r, k, d in xor_scan(cur):
            print(f"\n--- xor key 0x{k:02x} (printable {r:.0%}) ---\n{show(d, 400)}")
    if layer == 0:
        print("no known encoding detected")


if __name__ == "__main__":
    sys.exit(main())
