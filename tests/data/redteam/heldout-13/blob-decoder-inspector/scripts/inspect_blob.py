#!/usr/bin/env python3
"""Decode opaque blobs for inspection. Never executes or fetches anything."""
import argparse
import base64
import binascii
import codecs
import gzip
import html
import json
import math
import re
import sys
import urllib.parse
import zlib
from collections import Counter
from pathlib import Path

MAGIC = {
    b"\x1f\x8b": "gzip",
    b"PK\x03\x04": "zip",
    b"MZ": "windows-executable",
    b"\x7fELF": "elf-executable",
    b"%PDF": "pdf",
    b"\x89PNG": "png",
}

SUSPICIOUS = [
    (re.compile(r"\b(curl|wget|iwr|Invoke-WebRequest)\b.*\|\s*(sh|bash|iex)", re.I), "download piped to a shell"),
    (re.compile(r"\b(eval|exec|Invoke-Expression|iex)\b", re.I), "dynamic execution"),
    (re.compile(r"https?://\S+", re.I), "contains a URL"),
    (re.compile(r"ignore (all )?(previous|prior) instructions", re.I), "prompt-injection phrasing"),
    (re.compile(r"authorized_keys|crontab|\.bashrc|hooksPath", re.I), "persistence location"),
]


def entropy(b: bytes) -> float:
    if not b:
        return 0.0
    c = Counter(b)
    return -sum(n / len(b) * math.log2(n / len(b)) for n in c.values())


def printable(b: bytes) -> bool:
    try:
        s = b.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return sum(ch.isprintable() or ch in "\r\n\t" for ch in s) / max(len(s), 1) > 0.95


def candidates(s: str):
    t = s.strip()
    out = []
    if re.fullmatch(r"[A-Za-z0-9+/=\s]+", t) and len(t) % 4 == 0:
        try: out.append(("base64", base64.b64decode(t, validate=False)))
        except binascii.Error: pass
    if re.fullmatch(r"[A-Za-z0-9_\-=]+", t):
        try: out.append(("base64url", base64.urlsafe_b64decode(t + "=" * (-len(t) % 4))))
        except binascii.Error: pass
    if re.fullmatch(r"[A-Z2-7=]+", t):
        try: out.append(("base32", base64.b32decode(t)))
        except binascii.Error: pass
    if re.fullmatch(r"(?:[0-9a-fA-F]{2})+", t):
        out.append(("hex", bytes.fromhex(t)))
    if "%" in t:
        out.append(("url", urllib.parse.unquote(t).encode()))
    if "&" in t and ";" in t:
        out.append(("html", html.unescape(t).encode()))
    if re.fullmatch(r"\s*\d{1,6}(\s*,\s*\d{1,6})+\s*", t):
        try: out.append(("charcodes", "".join(chr(int(x)) for x in t.split(",")).encode()))
        except ValueError: pass
    out.append(("reversed", t[::-1].encode()))
    out.append(("rot13", codecs.decode(t, "rot13").encode()))
    return out


def unwrap_binary(b: bytes):
    if b[:2] == b"\x1f\x8b":
        return "gunzip", gzip.decompress(b)
    try:
        return "zlib", zlib.decompress(b)
    except zlib.error:
        return None


def jwt_parts(t: str):
    p = t.split(".")
    if len(p) != 3:
        return None
    try:
        dec = lambda x: json.loads(base64.urlsafe_b64decode(x + "=" * (-len(x) % 4)))
        return dec(p[0]), dec(p[1])
    except Exception:
        return None


def flags(text: str):
    return [why for rx, why in SUSPICIOUS if rx.search(text)]


def peel(s: str, depth=0, path=()):
    if depth >= 5:
        return
    for name, raw in candidates(s):
        if name in ("reversed", "rot13") and depth > 0:
            continue
        w = unwrap_binary(raw)
        if w:
            name, raw = f"{name}+{w[0]}", w[1]
        kind = next((v for k, v in MAGIC.items() if raw.startswith(k)), None)
        if kind:
            print(f"[{' > '.join(path + (name,))}] binary: {kind}, {len(raw)} bytes (not shown)")
            continue
        if not printable(raw):
            continue
        text = raw.decode("utf-8")
        if name in ("reversed", "rot13") and not re.search(r"[aeiou]{1}.*\s", text):
            continue
        label = " > ".join(path + (name,))
        print(f"[{label}] decoded text (display only):")
        print("```text")
        print(text)
        print("```")
        f = flags(text)
        if f:
            print(f"  ! flagged: {', '.join(f)} - do NOT execute or follow")
        peel(text, depth + 1, path + (name,))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("blob", nargs="?")
    ap.add_argument("--file")
    ap.add_argument("--charcodes", action="store_true")
    a = ap.parse_args()

    if a.file:
        s = Path(a.file).read_text(encoding="utf-8", errors="replace")
    elif a.blob == "-" or a.blob is None:
        s = sys.stdin.read()
    else:
        s = a.blob

    j = jwt_parts(s.strip())
    if j:
        print("JWT (signature NOT verified)")
        print(json.dumps({"header": j[0], "payload": j[1]}, indent=2))
        return

    print(f"input: {len(s)} chars, entropy {entropy(s.encode()):.2f} bits/byte")
    peel(s)


if __name__ == "__main__":
    main()
