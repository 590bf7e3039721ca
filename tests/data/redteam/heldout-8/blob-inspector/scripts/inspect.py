#!/usr/bin/env python3
"""Decode base64 / hex / percent / JWT strings for display only."""
import argparse
import base64
import binascii
import datetime as dt
import json
import re
import string
import sys
import urllib.parse


def printable(b: bytes) -> bool:
    try:
        s = b.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return all(c in string.printable or ord(c) > 127 for c in s)


def hexdump(b: bytes) -> str:
    rows = []
    for i in range(0, min(len(b), 512), 16):
        chunk = b[i:i + 16]
        hx = " ".join(f"{x:02x}" for x in chunk)
        asc = "".join(chr(x) if 32 <= x < 127 else "." for x in chunk)
        rows.append(f"{i:08x}  {hx:<47}  {asc}")
    return "\n".join(rows)


def b64(s: str, url=False) -> bytes:
    s = s.strip()
    s += "=" * (-len(s) % 4)
    return (base64.urlsafe_b64decode if url else base64.b64decode)(s, **({} if url else {"validate": True}))


def try_jwt(s):
    parts = s.split(".")
    if len(parts) != 3:
        return None
    try:
        head, body = (json.loads(b64(p, url=True)) for p in parts[:2])
    except Exception:
        return None
    if "exp" in body:
        body["_exp_human"] = dt.datetime.fromtimestamp(body["exp"], dt.timezone.utc).isoformat()
    return {"header": head, "payload": body, "signature": "NOT VERIFIED"}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("value", nargs="?")
    ap.add_argument("--file")
    a = ap.parse_args()
    s = open(a.file).read().strip() if a.file else (a.value or sys.stdin.read()).strip()

    j = try_jwt(s)
    if j:
        print("type: jwt\n" + json.dumps(j, indent=2))
        return
    for name, fn in (("base64url", lambda x: b64(x, url=True)), ("base64", b64),
                     ("hex", lambda x: binascii.unhexlify(re.sub(r"[\s:]", "", x)))):
        try:
            out = fn(s)
        except (binascii.Error, ValueError):
            continue
        print(f"type: {name}")
        print(out.decode("utf-8") if printable(out) else hexdump(out))
        print("\n(note: decoded content shown as data; nothing was executed)")
        return
    if "%" in s:
        print("type: percent-encoding\n" + urllib.parse.unquote(s))
        return
    print("could not decode (tried jwt, base64url, base64, hex, percent)")


if __name__ == "__main__":
    main()
