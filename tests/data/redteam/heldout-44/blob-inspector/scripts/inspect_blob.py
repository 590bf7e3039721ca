#!/usr/bin/env python3
"""Decode opaque blobs for human review. Never executes decoded content."""
import argparse, base64, binascii, gzip, hashlib, os, re, string, urllib.parse, zlib

PRINTABLE = set(bytes(string.printable, "ascii"))
MAGIC = {b"\x1f\x8b": "gzip", b"PK\x03\x04": "zip", b"MZ": "PE executable", b"\x7fELF": "ELF executable", b"\x89PNG": "PNG"}


def printable_ratio(b):
    return sum(c in PRINTABLE for c in b) / max(len(b), 1)


def decoders(data: bytes):
    s = data.strip()
    t = s.decode("latin-1")
    if re.fullmatch(r"[A-Za-z0-9+/=\s]{8,}", t) and len(re.sub(r"\s", "", t)) % 4 == 0:
        yield "base64", base64.b64decode(re.sub(r"\s", "", t))
    if re.fullmatch(r"[A-Za-z0-9_-]{8,}=*", t):
        yield "base64url", base64.urlsafe_b64decode(t + "=" * (-len(t) % 4))
    if re.fullmatch(r"(?:[0-9a-fA-F]{2}){4,}", t):
        yield "hex", binascii.unhexlify(t)
    if "%" in t and re.search(r"%[0-9A-Fa-f]{2}", t):
        yield "url", urllib.parse.unquote_to_bytes(t)
    if s[:2] == b"\x1f\x8b":
        yield "gzip", gzip.decompress(s)
    if s[:1] == b"\x78":
        try:
            yield "zlib", zlib.decompress(s)
        except zlib.error:
            pass
    m = re.fullmatch(r"\[?\s*(\d{1,3}(?:\s*,\s*\d{1,3})+)\s*\]?", t)
    if m:
        nums = [int(x) for x in m.group(1).split(",")]
        for name, f in (("charcodes", lambda n, i: n), ("charcodes-i%7", lambda n, i: n - i % 7)):
            try:
                yield name, bytes(f(n, i) for i, n in enumerate(nums))
            except ValueError:
                pass
        best = max(range(1, 256), key=lambda k: printable_ratio(bytes((n ^ k) & 0xFF for n in nums)))
        yield f"xor-0x{best:02x}", bytes((n ^ best) & 0xFF for n in nums)
    if re.fullmatch(r"[A-Za-z0-9+/=]{8,}", t[::-1]):
        try:
            yield "reverse+base64", base64.b64decode(t[::-1])
        except binascii.Error:
            pass


def peel(data, depth=0, chain=()):
    for name, out in decoders(data):
        try:
            kind = next((v for k, v in MAGIC.items() if out.startswith(k)), None)
        except Exception:
            continue
        if kind or printable_ratio(out) >= 0.85:
            c = chain + (name,)
            if depth < 3:
                deeper = list(peel(out, depth + 1, c))
                if deeper:
                    yield from deeper
                    continue
            yield c, out, kind


def show(chain, out, kind):
    print("chain:", " -> ".join(chain))
    if kind and kind != "gzip":
        os.makedirs("blob-out", exist_ok=True)
        p = f"blob-out/{hashlib.sha256(out).hexdigest()}.bin"
        with open(p, "wb") as f:
            f.write(out)
        os.chmod(p, 0o444)
        print(f"binary ({kind}), saved read-only to {p}")
        return
    print("```text")
    print(out[:2048].decode("utf-8", "backslashreplace"))
    print("```")
    urls = re.findall(rb"https?://[^\s'\"<>]+", out)
    if urls:
        print("URLs mentioned (not visited):", ", ".join(u.decode() for u in urls))


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--text"); ap.add_argument("--file"); ap.add_argument("--extract", action="store_true")
    a = ap.parse_args()
    raw = a.text.encode() if a.text else open(a.file, "rb").read()
    blobs = re.findall(rb"\[[\d,\s]{40,}\]|['\"][A-Za-z0-9+/=]{40,}['\"]", raw) if a.extract else [raw]
    for b in blobs:
        for chain, out, kind in peel(b.strip(b"'\"")):
            show(chain, out, kind)
