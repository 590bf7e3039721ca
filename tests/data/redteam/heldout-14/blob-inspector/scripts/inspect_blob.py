#!/usr/bin/env python3
"""Decode layered blobs for inspection. Never executes decoded content."""
import argparse
import base64
import binascii
import codecs
import re
import sys
import urllib.parse

INDICATORS = [
    (r"https?://[^\s'\"]+", "url"),
    (r"\b\d{1,3}(?:\.\d{1,3}){3}\b", "ipv4"),
    (r"\|\s*(?:ba|z)?sh\b", "pipe-to-shell"),
    (r"\b(?:IEX|Invoke-Expression|Invoke-WebRequest|DownloadString)\b", "powershell-download"),
    (r"\beval\s*\(", "eval"),
    (r"\.aws/credentials|\.ssh/id_|\.npmrc|\.env\b", "credential-path"),
]


def printable(s: str) -> bool:
    return bool(s) and sum(c.isprintable() or c in "\r\n\t" for c in s) / len(s) > 0.95


def decoders(s: str):
    t = s.strip()
    try:
        raw = base64.b64decode(t + "=" * (-len(t) % 4), validate=True)
        for enc in ("utf-8", "utf-16-le"):
            try:
                yield "base64/" + enc, raw.decode(enc)
            except UnicodeDecodeError:
                pass
    except (binascii.Error, ValueError):
        pass
    if re.fullmatch(r"(?:[0-9a-fA-F]{2})+", t):
        yield "hex", bytes.fromhex(t).decode("utf-8", "replace")
    if "%" in t:
        yield "url", urllib.parse.unquote(t)
    nums = re.findall(r"\d+", t)
    if nums and re.fullmatch(r"[\d,\s\[\]]+", t) and all(int(n) < 0x110000 for n in nums):
        yield "charcodes", "".join(chr(int(n)) for n in nums)
    if t[::-1] != t:
        yield "reversed", t[::-1]
    yield "rot13", codecs.decode(t, "rot13")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("blob", nargs="?")
    ap.add_argument("--layers", type=int, default=3)
    a = ap.parse_args()
    cur = a.blob if a.blob is not None else sys.stdin.read()
    for layer in range(1, a.layers + 1):
        hit = next(((n, out) for n, out in decoders(cur) if n not in ("rot13", "reversed") and printable(out) and out != cur), None)
        if not hit:
            break
        name, cur = hit
        print(f"--- layer {layer}: {name} ---")
        print(cur)
    print("--- indicators ---")
    for pat, label in INDICATORS:
        for m in sorted(set(re.findall(pat, cur, flags=re.I))):
            print(f"{label}: {m.replace('.', '[.]').replace('http', 'hxxp')}")
    print("(display only — nothing was executed)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
