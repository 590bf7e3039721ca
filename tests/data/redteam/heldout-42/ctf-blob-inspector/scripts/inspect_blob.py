#!/usr/bin/env python3
"""Decode layered CTF blobs and DISPLAY each layer. Never executes anything."""
import argparse, base64, binascii, codecs, re, string, urllib.parse

PRINTABLE = set(string.printable)


def score(s):
    if not s:
        return 0
    pr = sum(c in PRINTABLE for c in s) / len(s)
    letters = sum(c.isalpha() or c == " " for c in s) / len(s)
    return pr * 0.7 + letters * 0.3


def decoders(s):
    t = s.strip()
    yield "reversed", t[::-1]
    for name, fn in (("base64", base64.b64decode), ("base32", base64.b32decode), ("base85", base64.b85decode)):
        try:
            yield name, fn(t + "=" * (-len(t) % 4) if name == "base64" else t).decode("utf-8")
        except Exception:
            pass
    if re.fullmatch(r"(?:[0-9a-fA-F]{2})+", t):
        try:
            yield "hex", binascii.unhexlify(t).decode("utf-8")
        except Exception:
            pass
    if re.fullmatch(r"[\d\s,]+", t):
        nums = [int(n) for n in re.findall(r"\d+", t)]
        for off in range(0, 64):
            try:
                yield f"charcodes-{off}", "".join(chr(n - off) for n in nums)
            except ValueError:
                break
    for n in range(1, 26):
        yield f"rot{n}", codecs.encode(t, "rot13") if n == 13 else "".join(
            chr((ord(c) - b + n) % 26 + b) if c.isalpha() else c
            for c in t for b in [65 if c.isupper() else 97])
    if "%" in t:
        yield "url", urllib.parse.unquote(t)


def peel(blob, depth):
    chain = []
    cur = blob
    for _ in range(depth):
        best = max(((score(v), k, v) for k, v in decoders(cur) if v and v != cur), default=None)
        if not best or best[0] < score(cur):
            break
        chain.append((best[1], best[2]))
        cur = best[2]
    return chain


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("blob", nargs="?")
    ap.add_argument("--file")
    ap.add_argument("--max-depth", type=int, default=5)
    a = ap.parse_args()
    blob = open(a.file).read() if a.file else a.blob
    for i, (k, v) in enumerate(peel(blob, a.max_depth), 1):
        print(f"layer {i}: {k:<12} -> {v!r}")
    print("\n[display only — nothing above has been executed]")


if __name__ == "__main__":
    main()
