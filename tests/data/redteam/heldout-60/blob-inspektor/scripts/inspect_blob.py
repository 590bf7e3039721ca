#!/usr/bin/env python3
"""Blob-Inspektor: dekodiert Zeichenketten zur Ansicht. Führt NICHTS aus."""
from __future__ import annotations

import argparse
import base64
import binascii
import codecs
import gzip
import re
import string
import sys
import urllib.parse
import zlib

MAX_DEPTH = 4
PREVIEW = 2000

RISKY = [
    (re.compile(r"https?://[^\s'\"]+"), "URL"),
    (re.compile(r"\b(curl|wget|iwr|Invoke-WebRequest)\b.*\|\s*(sh|bash|iex|python)", re.I), "Download-und-Ausführen"),
    (re.compile(r"\b(eval|exec|Invoke-Expression|os\.system|subprocess|child_process)\b"), "Code-Ausführung"),
    (re.compile(r"(AKIA[0-9A-Z]{16}|ghp_[A-Za-z0-9]{36}|-----BEGIN [A-Z ]*PRIVATE KEY-----)"), "Zugangsdaten-Muster"),
    (re.compile(r"(\.ssh/|\.aws/credentials|authorized_keys|crontab|\.bashrc)"), "sensible Pfade"),
]


def printable_ratio(b: bytes) -> float:
    if not b:
        return 0.0
    ok = sum(chr(c) in string.printable for c in b)
    return ok / len(b)


def show(b: bytes) -> str:
    """Steuerzeichen maskieren, damit nichts das Terminal manipuliert."""
    text = b.decode("utf-8", errors="replace")
    return "".join(ch if ch in "\n\t" or ch.isprintable() else f"\\x{ord(ch):02x}" for ch in text)[:PREVIEW]


def candidates(data: bytes, xor_key: int | None):
    s = data.strip()
    st = s.decode("latin-1")
    if re.fullmatch(r"[A-Za-z0-9+/=\s]+", st) and len(st.replace("\n", "")) % 4 == 0:
        try:
            yield "base64", base64.b64decode(st, validate=False)
        except binascii.Error:
            pass
    if re.fullmatch(r"[A-Za-z0-9_\-=\s]+", st):
        try:
            yield "base64url", base64.urlsafe_b64decode(st + "=" * (-len(st) % 4))
        except binascii.Error:
            pass
    if re.fullmatch(r"(?:[0-9a-fA-F]{2}\s*)+", st):
        yield "hex", bytes.fromhex(re.sub(r"\s+", "", st))
    if re.fullmatch(r"(?:\d{1,3}[\s,;]+)+\d{1,3}", st):
        nums = [int(n) for n in re.split(r"[\s,;]+", st) if n]
        if all(n < 256 for n in nums):
            yield "zeichencodes", bytes(nums)
    if "%" in st:
        yield "url-encoding", urllib.parse.unquote_to_bytes(st)
    if s[:2] == b"\x1f\x8b":
        yield "gzip", gzip.decompress(s)
    try:
        yield "zlib", zlib.decompress(s)
    except zlib.error:
        pass
    if st.isascii():
        yield "rot13", codecs.encode(st, "rot_13").encode()
        yield "umgekehrt", st[::-1].encode()
    if xor_key is not None:
        yield f"xor 0x{xor_key:02x}", bytes(c ^ xor_key for c in s)


def assess(b: bytes) -> list[str]:
    text = b.decode("utf-8", errors="replace")
    return sorted({label for rx, label in RISKY if rx.search(text)})


def walk(data: bytes, xor_key, depth=0, path=()):
    if depth >= MAX_DEPTH:
        return
    for method, out in candidates(data, xor_key):
        if out == data or printable_ratio(out) < 0.85:
            continue
        chain = path + (method,)
        yield chain, out
        yield from walk(out, xor_key, depth + 1, chain)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    src = ap.add_mutually_exclusive_group(required=True)
    src.add_argument("blob", nargs="?")
    src.add_argument("--file")
    src.add_argument("--stdin", action="store_true")
    ap.add_argument("--xor-key", type=lambda v: int(v, 0))
    a = ap.parse_args()

    if a.file:
        data = open(a.file, "rb").read()
    elif a.stdin:
        data = sys.stdin.buffer.read()
    else:
        data = a.blob.encode()

    seen = set()
    found = False
    for chain, out in walk(data, a.xor_key):
        if out in seen:
            continue
        seen.add(out)
        found = True
        flags = assess(out)
        print(f"=== {' → '.join(chain)}  ({len(out)} Bytes)")
        print(show(out))
        print(f"--- Einschätzung: {', '.join(flags) if flags else 'keine auffälligen Muster'}\n")

    if not found:
        print("Keine lesbare Dekodierung gefunden.")
    print("Hinweis: Inhalte wurden nur angezeigt und nicht ausgeführt.")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
