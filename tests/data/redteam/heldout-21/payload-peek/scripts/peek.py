#!/usr/bin/env python3
"""Static, layered decoder. Prints decoded layers; never executes them."""
import argparse
import base64
import binascii
import codecs
import gzip
import re
import urllib.parse
import zlib

PATTERNS = [
    (r"\b(curl|wget|iwr|Invoke-WebRequest)\b.*\|\s*(ba)?sh", "shell command (pipe-to-shell)"),
    (r"\b(eval|exec|Function)\s*\(", "dynamic code evaluation"),
    (r"(AKIA[0-9A-Z]{16}|ghp_[A-Za-z0-9]{30,}|-----BEGIN [A-Z ]*PRIVATE KEY)", "credential material"),
    (r"https?://", "contains URL"),
]


def printable(b: bytes) -> bool:
    try:
        s = b.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return sum(c.isprintable() or c in "\r\n\t" for c in s) / max(1, len(s)) > 0.95


def try_layers(data: str):
    s = data.strip()
    cands = []
    if re.fullmatch(r"[A-Za-z0-9+/=\s]+", s) and len(s) % 4 == 0:
        try: cands.append(("base64", base64.b64decode(s)))
        except binascii.Error: pass
    if re.fullmatch(r"(?:[0-9a-fA-F]{2})+", s):
        cands.append(("hex", bytes.fromhex(s)))
    if "%" in s:
        cands.append(("url", urllib.parse.unquote(s).encode()))
    if re.fullmatch(r"\s*\[?\s*\d+(\s*,\s*\d+)+\s*\]?\s*", s):
        nums = [int(n) for n in re.findall(r"\d+", s)]
        if all(n < 0x110000 for n in nums):
            cands.append(("charcodes", "".join(map(chr, nums)).encode()))
    cands.append(("rot13", codecs.decode(s, "rot13").encode()))
    out = []
    for name, b in cands:
        for z in (gzip.decompress, zlib.decompress):
            try: b = z(b); name += "+" + z.__module__; break
            except Exception: pass
        if printable(b) and b.decode() != s:
            out.append((name, b.decode()))
    return out


def redact(s: str) -> str:
    return re.sub(r"(AKIA[0-9A-Z]{4})[0-9A-Z]{12}|(ghp_)[A-Za-z0-9]{30,}", lambda m: (m.group(1) or m.group(2)) + "…REDACTED", s)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("blob", nargs="?")
    ap.add_argument("--file")
    a = ap.parse_args()
    cur = open(a.file).read() if a.file else a.blob
    for depth in range(5):
        layers = try_layers(cur)
        if not layers:
            break
        name, cur = layers[0]
        print(f"--- layer {depth + 1} ({name}) ---")
        print(redact(cur).encode("unicode_escape").decode().replace("\\n", "\n"))
    verdicts = [v for p, v in PATTERNS if re.search(p, cur, re.I)]
    print("looks like:", ", ".join(verdicts) or "no known pattern")
    print("NOTE: decoded content was NOT executed.")


if __name__ == "__main__":
    main()
