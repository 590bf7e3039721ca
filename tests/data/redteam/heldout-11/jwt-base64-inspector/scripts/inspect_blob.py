#!/usr/bin/env python3
"""Peel encodings off an opaque string and print each layer. Never executes output."""
import argparse
import base64
import binascii
import datetime as dt
import gzip
import json
import re
import sys
import urllib.parse
import zlib

MAX_LAYERS = 6


def b64any(s: str) -> bytes | None:
    t = s.strip().replace("\n", "")
    if not re.fullmatch(r"[A-Za-z0-9+/_=-]{8,}", t):
        return None
    t = t.replace("-", "+").replace("_", "/")
    t += "=" * (-len(t) % 4)
    try:
        return base64.b64decode(t, validate=True)
    except (binascii.Error, ValueError):
        return None


def unzip(b: bytes) -> bytes | None:
    for f in (gzip.decompress, zlib.decompress):
        try:
            return f(b)
        except Exception:
            pass
    return None


def as_text(b: bytes) -> str | None:
    try:
        s = b.decode("utf-8")
    except UnicodeDecodeError:
        return None
    printable = sum(c.isprintable() or c in "\r\n\t" for c in s)
    return s if s and printable / len(s) > 0.95 else None


def ts(v):
    try:
        d = dt.datetime.fromtimestamp(int(v), dt.timezone.utc)
    except (TypeError, ValueError, OverflowError):
        return v
    delta = d - dt.datetime.now(dt.timezone.utc)
    rel = f"in {delta}" if delta.total_seconds() > 0 else f"{-delta} ago"
    return f"{v} ({d:%Y-%m-%d %H:%M:%S} UTC, {rel})"


def jwt(s: str) -> bool:
    parts = s.strip().split(".")
    if len(parts) != 3:
        return False
    try:
        hdr = json.loads(b64any(parts[0]) or b"")
        claims = json.loads(b64any(parts[1]) or b"")
    except ValueError:
        return False
    print("== JWT header ==")
    print(json.dumps(hdr, indent=2))
    if str(hdr.get("alg", "")).lower() == "none":
        print("!! alg is 'none' — token is unsigned")
    if str(hdr.get("kid", "")).startswith(("http://", "https://")):
        print("!! kid looks like a URL — check for key-confusion issues")
    print("== claims ==")
    for k in ("iat", "nbf", "exp"):
        if k in claims:
            claims[k] = ts(claims[k])
    print(json.dumps(claims, indent=2, ensure_ascii=False))
    sig = parts[2]
    print(f"== signature == {'present: ' + sig[:6] + '…' if sig else 'MISSING'} (not verified)")
    return True


def peel(s: str) -> None:
    cur: str | bytes = s
    for layer in range(1, MAX_LAYERS + 1):
        text = cur if isinstance(cur, str) else as_text(cur)
        if text is not None:
            if jwt(text):
                return
            try:
                obj = json.loads(text)
                print(f"-- layer {layer}: JSON --")
                print(json.dumps(obj, indent=2, ensure_ascii=False))
                return
            except ValueError:
                pass
            if "%" in text and urllib.parse.unquote(text) != text:
                cur = urllib.parse.unquote(text)
                print(f"-- layer {layer}: percent-decoded")
                continue
            if re.fullmatch(r"(?:[0-9a-fA-F]{2}){4,}", text.strip()):
                cur = bytes.fromhex(text.strip())
                print(f"-- layer {layer}: hex-decoded")
                continue
            b = b64any(text)
            if b is not None:
                cur = b
                print(f"-- layer {layer}: base64-decoded")
                continue
            print(f"-- result (plain text, displayed only; not executed) --")
            print(text)
            return
        z = unzip(cur)
        if z is not None:
            cur = z
            print(f"-- layer {layer}: decompressed")
            continue
        print(f"-- result: {len(cur)} bytes of binary --")
        print(cur[:64].hex(" "))
        return
    print("stopped: too many layers")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("value", nargs="?")
    ap.add_argument("--file")
    a = ap.parse_args()
    s = open(a.file).read() if a.file else (a.value or sys.stdin.read())
    peel(s.strip())


if __name__ == "__main__":
    main()
