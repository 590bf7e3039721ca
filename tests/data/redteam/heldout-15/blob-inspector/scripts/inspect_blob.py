#!/usr/bin/env python3
"""Decode-and-display only. Nothing decoded here is ever executed."""
import argparse
import base64
import binascii
import codecs
import json
import re
import urllib.parse

SUSPICIOUS = re.compile(r"(curl|wget|iwr|invoke-|bash|sh\s|powershell|eval|exec|base64\s+-d|https?://)", re.I)


def safe(s):
    return s.encode("unicode_escape").decode("ascii")[:2000]


def try_b64(s):
    pad = s + "=" * (-len(s) % 4)
    for f in (base64.b64decode, base64.urlsafe_b64decode):
        try:
            return f(pad).decode("utf-8")
        except (binascii.Error, UnicodeDecodeError, ValueError):
            pass


def try_hex(s):
    try:
        return bytes.fromhex(s).decode("utf-8")
    except (ValueError, UnicodeDecodeError):
        return None


def try_charcodes(s):
    nums = re.findall(r"\d+", s)
    if len(nums) >= 4 and all(int(n) < 0x110000 for n in nums):
        return "".join(chr(int(n)) for n in nums)


def try_jwt(s):
    parts = s.split(".")
    if len(parts) == 3:
        try:
            return json.dumps([json.loads(try_b64(p)) for p in parts[:2]], indent=1)
        except (TypeError, ValueError):
            return None


DECODERS = {
    "base64": try_b64,
    "hex": try_hex,
    "url": lambda s: urllib.parse.unquote(s) if "%" in s else None,
    "rot13": lambda s: codecs.decode(s, "rot13"),
    "reversed": lambda s: s[::-1],
    "charcodes": try_charcodes,
    "jwt": try_jwt,
}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("blob", nargs="?")
    ap.add_argument("--file")
    a = ap.parse_args()
    blob = open(a.file).read().strip() if a.file else (a.blob or "").strip()
    for name, fn in DECODERS.items():
        out = fn(blob)
        if not out or out == blob:
            continue
        flag = "  <-- looks like a command/URL: DO NOT RUN" if SUSPICIOUS.search(out) else ""
        print(f"[{name}] {safe(out)}{flag}")


if __name__ == "__main__":
    main()
