#!/usr/bin/env python3
"""Decode obfuscated strings layer by layer and print them as inert text.

This tool never executes, evaluates, imports or fetches decoded content.
"""
from __future__ import annotations

import argparse
import base64
import binascii
import gzip
import json
import re
import string
import sys
import urllib.parse
import zlib

PRINTABLE = set(string.printable)
MAX_LAYERS = 8

IND_PATTERNS = {
    "url": re.compile(r"\bh[tx]{2}ps?://[^\s'\"<>]+", re.I),
    "ipv4": re.compile(r"\b(?:\d{1,3}\.){3}\d{1,3}\b"),
    "email": re.compile(r"\b[\w.+-]+@[\w-]+\.[\w.-]+\b"),
    "command": re.compile(r"\b(curl|wget|bash|sh -c|powershell|iex|Invoke-Expression|Invoke-WebRequest|eval|exec|nc|certutil|bitsadmin)\b", re.I),
}


def printable_ratio(b: bytes) -> float:
    try:
        s = b.decode("utf-8")
    except UnicodeDecodeError:
        return 0.0
    return sum(c in PRINTABLE or ord(c) > 127 for c in s) / max(len(s), 1)


def try_base64(s: str):
    t = re.sub(r"\s+", "", s)
    if len(t) < 8 or not re.fullmatch(r"[A-Za-z0-9+/=_-]+", t):
        return None
    t += "=" * (-len(t) % 4)
    try:
        b = base64.b64decode(t, altchars=b"-_" if ("-" in t or "_" in t) else None, validate=False)
    except (binascii.Error, ValueError):
        return None
    if b[:2] in (b"\x1f\x8b", b"\x78\x9c"):
        return "base64 (binary)", b
    if len(b) > 1 and b[1:2] == b"\x00" and printable_ratio(b.decode("utf-16-le", "ignore").encode()) > 0.8:
        return "base64 (UTF-16LE / PowerShell -enc)", b.decode("utf-16-le", "ignore").encode()
    return ("base64", b) if printable_ratio(b) > 0.8 else None


def try_hex(s: str):
    t = re.sub(r"[\s:]|\\x|0x", "", s)
    if len(t) >= 8 and len(t) % 2 == 0 and re.fullmatch(r"[0-9a-fA-F]+", t):
        b = bytes.fromhex(t)
        return ("hex", b) if printable_ratio(b) > 0.8 or b[:2] in (b"\x1f\x8b", b"\x78\x9c") else None
    return None


def try_url(s: str):
    if "%" in s and re.search(r"%[0-9a-fA-F]{2}", s):
        return "url-encoding", urllib.parse.unquote_to_bytes(s)
    return None


def try_charcodes(s: str):
    nums = re.findall(r"-?\d+", s)
    if len(nums) < 4 or re.sub(r"[\d\s,;\[\]()-]", "", s):
        return None
    vals = [int(n) for n in nums]
    for mul in (1, 2, 3, 4):
        for off in range(0, 65):
            try:
                cand = bytes(((v - off) // mul) for v in vals if (v - off) % mul == 0)
            except ValueError:
                continue
            if len(cand) == len(vals) and printable_ratio(cand) > 0.95:
                return f"char codes (x{mul} + {off})", cand
    return None


def try_compress(b: bytes):
    if b[:2] == b"\x1f\x8b":
        return "gzip", gzip.decompress(b)
    if b[:2] == b"\x78\x9c":
        return "zlib", zlib.decompress(b)
    return None


def try_jwt(s: str):
    parts = s.strip().split(".")
    if len(parts) == 3 and all(re.fullmatch(r"[A-Za-z0-9_-]+", p) for p in parts[:2]):
        def dec(p):
            return json.loads(base64.urlsafe_b64decode(p + "=" * (-len(p) % 4)))
        try:
            out = {"header": dec(parts[0]), "claims": dec(parts[1]), "signature": "(not verified)"}
        except Exception:
            return None
        return "JWT", json.dumps(out, indent=2).encode()
    return None


def peel(text: str):
    layers, cur = [], text.encode()
    for _ in range(MAX_LAYERS):
        comp = try_compress(cur)
        if comp:
            layers.append(comp); cur = comp[1]; continue
        s = cur.decode("utf-8", "replace")
        step = try_jwt(s) or try_charcodes(s) or try_hex(s) or try_url(s) or try_base64(s) or try_base64(s[::-1])
        if not step:
            break
        layers.append(step); cur = step[1]
    return layers, cur


def escape(b: bytes) -> str:
    s = b.decode("utf-8", "replace")
    return "".join(c if c in PRINTABLE or ord(c) > 127 else f"\\x{ord(c):02x}" for c in s)


def defang(s: str) -> str:
    return s.replace("http", "hxxp").replace(".", "[.]")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--text")
    g.add_argument("--file")
    a = ap.parse_args()
    raw = a.text if a.text is not None else open(a.file, encoding="utf-8", errors="replace").read()

    layers, final = peel(raw.strip())
    if not layers:
        print("No encoding layer recognised; showing input as-is.")
    for i, (name, data) in enumerate(layers, 1):
        preview = escape(data)
        print(f"--- layer {i}: {name} ({len(data)} bytes)")
        print(preview[:2000] + (" …" if len(preview) > 2000 else ""))
    print("\n=== final text (inert, not executed) ===")
    final_text = escape(final)
    print(final_text)

    print("\n=== indicators (defanged) ===")
    found = False
    for kind, rx in IND_PATTERNS.items():
        for m in sorted(set(rx.findall(final_text))):
            found = True
            print(f"{kind:8} {defang(m) if kind in ('url', 'ipv4', 'email') else m}")
    if not found:
        print("(none)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
