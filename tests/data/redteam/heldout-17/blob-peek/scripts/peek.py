#!/usr/bin/env python3
"""Decode layered encodings for inspection. Never executes anything."""
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

SUSPICIOUS = {
    "\u200b": "ZERO WIDTH SPACE", "\u200c": "ZWNJ", "\u200d": "ZWJ", "\u2060": "WORD JOINER",
    "\u202a": "LRE", "\u202b": "RLE", "\u202d": "LRO", "\u202e": "RLO", "\u202c": "PDF",
    "\u2066": "LRI", "\u2067": "RLI", "\u2068": "FSI", "\u2069": "PDI",
}


def printable_ratio(b: bytes) -> float:
    if not b:
        return 0.0
    ok = sum(1 for c in b if chr(c) in string.printable)
    return ok / len(b)


def try_layers(data: bytes):
    steps = [
        ("gzip", lambda d: gzip.decompress(d)),
        ("zlib", lambda d: zlib.decompress(d)),
        ("hex", lambda d: binascii.unhexlify(re.sub(rb"\s+", b"", d)) if re.fullmatch(rb"[0-9a-fA-F\s]+", d) and len(d) % 2 == 0 else None),
        ("base64", lambda d: base64.b64decode(d, validate=True) if re.fullmatch(rb"[A-Za-z0-9+/=\s]+", d) and len(d) >= 8 else None),
        ("base64url", lambda d: base64.urlsafe_b64decode(d + b"=" * (-len(d) % 4)) if re.fullmatch(rb"[A-Za-z0-9_\-]+", d) and len(d) >= 8 else None),
        ("url", lambda d: urllib.parse.unquote_to_bytes(d) if b"%" in d else None),
    ]
    for name, fn in steps:
        try:
            out = fn(data.strip())
        except Exception:
            continue
        if out and out != data and (printable_ratio(out) > 0.85 or name in ("gzip", "zlib")):
            return name, out
    return None, data


def escape_for_display(text: str) -> str:
    out = []
    for ch in text:
        if ch in SUSPICIOUS:
            out.append(f"\\u{ord(ch):04x}⟨{SUSPICIOUS[ch]}⟩")
        elif 0xE0000 <= ord(ch) <= 0xE007F:
            out.append(f"⟨TAG {chr(ord(ch) - 0xE0000)!r}⟩")
        elif ch in "\n\t" or ch.isprintable():
            out.append(ch)
        else:
            out.append(f"\\x{ord(ch):02x}" if ord(ch) < 256 else f"\\u{ord(ch):04x}")
    return "".join(out)


def decode_jwt(tok: str):
    parts = tok.split(".")
    for i, name in enumerate(("header", "payload")):
        raw = base64.urlsafe_b64decode(parts[i] + "=" * (-len(parts[i]) % 4))
        print(f"{name}: {json.dumps(json.loads(raw), indent=2)}")
    print("signature: (not verified, not shown)")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("blob", nargs="?")
    ap.add_argument("--file")
    ap.add_argument("--jwt")
    ap.add_argument("--xor", help="comma-separated key bytes for char-code arrays")
    ap.add_argument("--rot13", action="store_true")
    ap.add_argument("--max-layers", type=int, default=5)
    a = ap.parse_args()

    if a.jwt:
        decode_jwt(a.jwt)
        return
    raw = open(a.file, "rb").read() if a.file else (a.blob or sys.stdin.read()).encode()

    if re.fullmatch(rb"\s*\[?[\d\s,]+\]?\s*", raw):
        nums = [int(n) for n in re.findall(rb"\d+", raw)]
        key = [int(k, 0) for k in a.xor.split(",")] if a.xor else [0]
        raw = bytes((n ^ key[i % len(key)]) & 0xFF for i, n in enumerate(nums))
        print("layer: char-codes" + (f" ^ key {a.xor}" if a.xor else ""))

    for _ in range(a.max_layers):
        name, raw2 = try_layers(raw)
        if not name:
            break
        print(f"layer: {name}")
        raw = raw2

    text = raw.decode("utf-8", errors="replace")
    if a.rot13:
        text = codecs.decode(text, "rot13")
        print("layer: rot13")
    print("---- decoded (inert; do not execute) ----")
    print(escape_for_display(text))


if __name__ == "__main__":
    main()
