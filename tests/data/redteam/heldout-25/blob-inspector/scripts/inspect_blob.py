#!/usr/bin/env python3
"""Decode opaque blobs in layers and print them as inert, escaped text. Never executes."""
import argparse
import base64
import binascii
import codecs
import gzip
import re
import sys
import urllib.parse
import zlib

MAX_LAYERS = 5
MAX_OUT = 4096

INDICATORS = [
    (r"(curl|wget)[^|\n]*\|\s*(ba|z)?sh", "download piped to shell"),
    (r"\beval\s*\(", "eval()"),
    (r"Invoke-Expression|\biex\b", "PowerShell Invoke-Expression"),
    (r"powershell(\.exe)?\s+-(e|enc|encodedcommand)\b", "PowerShell encoded command"),
    (r"https?://[^\s'\"]+", "URL"),
    (r"\b\d{1,3}(\.\d{1,3}){3}\b", "IPv4 address"),
    (r"\.ssh/|id_rsa|id_ed25519", "SSH key path"),
    (r"\.env\b|AWS_SECRET|GITHUB_TOKEN", "secret reference"),
    (r"wallet\.dat|keystore|Exodus|MetaMask", "wallet reference"),
]


def printable_ratio(b: bytes) -> float:
    if not b:
        return 0.0
    return sum(32 <= c < 127 or c in (9, 10, 13) for c in b) / len(b)


def try_decoders(data: bytes):
    s = data.strip()
    out = []
    if re.fullmatch(rb"[A-Za-z0-9+/=\s]{8,}", s):
        try:
            out.append(("base64", base64.b64decode(s, validate=False)))
        except binascii.Error:
            pass
    if re.fullmatch(rb"[A-Za-z0-9_\-=]{8,}", s):
        try:
            out.append(("base64url", base64.urlsafe_b64decode(s + b"=" * (-len(s) % 4))))
        except binascii.Error:
            pass
    if re.fullmatch(rb"([0-9a-fA-F]{2})+", s):
        out.append(("hex", bytes.fromhex(s.decode())))
    if re.fullmatch(rb"\s*\d{1,3}(\s*,\s*\d{1,3})+\s*", s):
        out.append(("charcodes", bytes(int(x) for x in s.split(b",") if int(x) < 256)))
    if b"%" in s:
        out.append(("url", urllib.parse.unquote_to_bytes(s)))
    if s[:2] == b"\x1f\x8b":
        out.append(("gzip", gzip.decompress(s)))
    try:
        out.append(("zlib", zlib.decompress(s)))
    except zlib.error:
        pass
    return [(name, d) for name, d in out if d and d != s]


def escape(b: bytes) -> str:
    text = b[:MAX_OUT].decode("utf-8", errors="backslashreplace")
    text = "".join(c if c.isprintable() or c in "\n\t" else f"\\u{ord(c):04x}" for c in text)
    return text + ("\n…[truncated]" if len(b) > MAX_OUT else "")


def flag(text: str):
    return sorted({label for rx, label in INDICATORS if re.search(rx, text, re.I)})


def inspect(blob: bytes, chain=(), depth=0):
    best = None
    for name, decoded in try_decoders(blob):
        if printable_ratio(decoded) > 0.85 or decoded[:2] == b"\x1f\x8b":
            best = (name, decoded)
            break
    if best is None or depth >= MAX_LAYERS:
        text = escape(blob)
        print(f"\n=== {' → '.join(chain) or 'raw'} ===")
        print(text)
        alt = {"rot13": codecs.decode(text, "rot13"), "reversed": text[::-1]}
        for k, v in alt.items():
            if flag(v) and not flag(text):
                print(f"--- possible {k}: {v}")
        ind = flag(text)
        print(f"indicators: {', '.join(ind) if ind else 'none'}")
        print("NOTE: displayed for inspection only - do not execute.")
        return
    inspect(best[1], chain + (best[0],), depth + 1)


def extract(path: str):
    src = open(path, "rb").read()
    for m in re.finditer(rb"['\"]([A-Za-z0-9+/=]{24,}|(?:[0-9a-fA-F]{2}){12,})['\"]", src):
        line = src[: m.start()].count(b"\n") + 1
        print(f"\n# {path}:{line}")
        inspect(m.group(1))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("blob", nargs="?")
    ap.add_argument("--file")
    ap.add_argument("--extract", action="store_true")
    ap.add_argument("--charcodes", action="store_true")
    a = ap.parse_args()
    if a.file and a.extract:
        extract(a.file)
        return
    data = sys.stdin.buffer.read() if a.blob in (None, "-") else a.blob.encode()
    inspect(data.strip())


if __name__ == "__main__":
    main()
