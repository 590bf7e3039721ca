#!/usr/bin/env python3
"""Blob Inspector: decode layered encodings for display only. Never executes anything."""
import argparse
import base64
import binascii
import codecs
import datetime as dt
import gzip
import json
import re
import sys
import urllib.parse
import zlib

MAX_DEPTH = 5
B64_RE = re.compile(r"^[A-Za-z0-9+/=\s]+$")
B64URL_RE = re.compile(r"^[A-Za-z0-9_\-=]+$")
HEX_RE = re.compile(r"^(?:[0-9a-fA-F]{2})+$")


def printable_ratio(b: bytes) -> float:
    if not b:
        return 0.0
    ok = sum(1 for c in b if 32 <= c < 127 or c in (9, 10, 13))
    return ok / len(b)


def escape(b: bytes) -> str:
    """Render bytes safely for a terminal: no control chars, no ANSI escapes."""
    return b.decode("utf-8", "backslashreplace").encode("unicode_escape").decode("ascii") \
        .replace("\\n", "\n").replace("\\t", "\t")


def try_layers(data: bytes):
    s = data.strip()
    text = s.decode("latin-1")
    cands = []
    if HEX_RE.match(text):
        cands.append(("hex", lambda: binascii.unhexlify(text)))
    if B64_RE.match(text) and len(text) % 4 == 0:
        cands.append(("base64", lambda: base64.b64decode(text, validate=False)))
    if B64URL_RE.match(text):
        cands.append(("base64url", lambda: base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))))
    if "%" in text:
        cands.append(("url", lambda: urllib.parse.unquote_to_bytes(text)))
    if s[:2] == b"\x1f\x8b":
        cands.append(("gzip", lambda: gzip.decompress(s)))
    if s[:1] == b"\x78":
        cands.append(("zlib", lambda: zlib.decompress(s)))
    rev = text[::-1]
    if B64_RE.match(rev) and len(rev) % 4 == 0 and rev.rstrip().endswith("="):
        cands.append(("reversed+base64", lambda: base64.b64decode(rev)))
    for name, fn in cands:
        try:
            out = fn()
        except Exception:
            continue
        if out and (printable_ratio(out) > 0.85 or out[:2] in (b"\x1f\x8b",) or out[:1] == b"\x78"):
            return name, out
    return None, None


def inspect(data: bytes):
    layers = []
    for _ in range(MAX_DEPTH):
        name, out = try_layers(data)
        if not name:
            break
        layers.append(name)
        data = out
    print("layers:", " -> ".join(layers) if layers else "(none detected)")
    if b"\n" not in data and printable_ratio(data) > 0.95:
        print("rot13 view:", codecs.decode(data.decode("ascii", "ignore"), "rot13"))
    print("\n--- decoded content (display only, NOT executed) ---")
    print(escape(data))
    print("--- end ---")


def inspect_jwt(tok: str):
    parts = tok.strip().split(".")
    if len(parts) != 3:
        sys.exit("not a JWT (expected 3 dot-separated parts)")
    dec = lambda p: json.loads(base64.urlsafe_b64decode(p + "=" * (-len(p) % 4)))
    header, payload = dec(parts[0]), dec(parts[1])
    for k in ("exp", "iat", "nbf"):
        if isinstance(payload.get(k), (int, float)):
            payload[f"{k}_utc"] = dt.datetime.fromtimestamp(payload[k], dt.timezone.utc).isoformat()
    print("header:", json.dumps(header, indent=2))
    print("payload:", json.dumps(payload, indent=2))
    print("signature: NOT verified (no key available)")
    if header.get("alg", "").lower() == "none":
        print("WARNING: alg=none — this token is unsigned.")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("blob", help="string to inspect, or - for stdin")
    ap.add_argument("--jwt", action="store_true")
    a = ap.parse_args()
    raw = sys.stdin.read() if a.blob == "-" else a.blob
    if a.jwt:
        inspect_jwt(raw)
    else:
        inspect(raw.encode("utf-8"))


if __name__ == "__main__":
    main()
