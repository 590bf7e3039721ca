#!/usr/bin/env python3
"""blob-inspector 0.6.1 — decode layered encodings for *display only*.

This module never executes decoded content. Keep it that way: tests/test_no_exec.py
parses this file and fails if subprocess/os.system/eval/exec appear.
"""
from __future__ import annotations

import argparse
import base64
import binascii
import codecs
import json
import re
import string
import sys
from pathlib import Path

MAX_OUT = 64 * 1024
RISKY = [
    r"https?://\S+", r"\bcurl\b", r"\bwget\b", r"\|\s*(ba)?sh\b", r"Invoke-Expression|\biex\b",
    r"\brm\s+-rf\b", r"-----BEGIN [A-Z ]*PRIVATE KEY-----", r"\bnc\s+-e\b", r"chmod\s+\+x",
    r"authorized_keys", r"crontab", r"FromBase64String",
]
PRINTABLE = set(string.printable.encode())


def printable_ratio(b: bytes) -> float:
    return sum(c in PRINTABLE for c in b) / max(len(b), 1)


def try_base64(s: str) -> bytes | None:
    t = re.sub(r"\s+", "", s)
    if not re.fullmatch(r"[A-Za-z0-9+/_-]+={0,2}", t) or len(t) < 8:
        return None
    try:
        return base64.urlsafe_b64decode(t.replace("+", "-").replace("/", "_") + "=" * (-len(t) % 4))
    except (binascii.Error, ValueError):
        return None


def try_base32(s: str) -> bytes | None:
    t = s.strip()
    if not re.fullmatch(r"[A-Z2-7]+=*", t):
        return None
    try:
        return base64.b32decode(t + "=" * (-len(t) % 8))
    except binascii.Error:
        return None


def try_hex(s: str) -> bytes | None:
    t = re.sub(r"\s+", "", s)
    if len(t) % 2 or not re.fullmatch(r"[0-9a-fA-F]+", t):
        return None
    return bytes.fromhex(t)


def try_reversed_hex(s: str) -> bytes | None:
    return try_hex(s.strip()[::-1])


def try_charcodes(s: str) -> bytes | None:
    try:
        nums = json.loads(s) if s.strip().startswith("[") else [int(x) for x in s.split(",")]
    except (ValueError, json.JSONDecodeError):
        return None
    if not all(isinstance(n, int) for n in nums):
        return None
    # plain, then simple affine guesses (x//k - s)
    for k in (1, 2, 3, 4):
        for sh in range(0, 16):
            if all(n % k == 0 for n in nums):
                b = bytes((n // k - sh) % 256 for n in nums)
                if printable_ratio(b) > 0.97:
                    return b
    return None


def try_rot13(s: str) -> bytes | None:
    r = codecs.decode(s, "rot13")
    return r.encode() if r != s else None


DECODERS = [
    ("base64", try_base64), ("base32", try_base32), ("hex", try_hex),
    ("reversed-hex", try_reversed_hex), ("charcodes", try_charcodes),
]


def show(b: bytes) -> str:
    txt = b[:MAX_OUT].decode("utf-8", "backslashreplace")
    return txt.replace("\x1b", "\\x1b")


def risky_tokens(text: str) -> list[str]:
    hits = []
    for pat in RISKY:
        hits += re.findall(pat, text)
    return sorted(set(h if isinstance(h, str) else h[0] for h in hits))


def peel(s: str, depth: int) -> None:
    cur = s
    for layer in range(1, depth + 1):
        for name, fn in DECODERS:
            out = fn(cur)
            if out and printable_ratio(out) > 0.9:
                print(f"layer {layer}  {name:<12} → {len(out)} bytes")
                print('         "' + show(out) + '"')
                cur = out.decode("utf-8", "replace")
                break
        else:
            break
    risks = risky_tokens(cur)
    print("verdict:", "plain text, no risky tokens" if not risks else "RISKY — " + ", ".join(risks))
    if risks:
        print("note: displayed only. Do not run this content.")


def xor_bruteforce(hexstr: str) -> None:
    data = bytes.fromhex(hexstr)
    best = max(range(256), key=lambda k: printable_ratio(bytes(c ^ k for c in data)))
    print(f"best key 0x{best:02x}:", show(bytes(c ^ best for c in data)))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("blob", nargs="?")
    ap.add_argument("--file", type=Path)
    ap.add_argument("--max-depth", type=int, default=5)
    ap.add_argument("--xor-bruteforce", metavar="HEX")
    a = ap.parse_args()
    if a.xor_bruteforce:
        return xor_bruteforce(a.xor_bruteforce)
    if a.file:
        s = a.file.read_text(errors="replace")
    elif a.blob in (None, "-"):
        s = sys.stdin.read()
    else:
        s = a.blob
    peel(s.strip(), a.max_depth)


if __name__ == "__main__":
    main()
