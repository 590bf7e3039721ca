#!/usr/bin/env python3
"""peel — decode layered encodings for inspection. Never executes anything."""
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

CMD_HINTS = re.compile(r"(\bcurl\b|\bwget\b|\|\s*(ba)?sh\b|\bpowershell\b|\biex\b|\beval\b|"
                       r"\brm\s+-rf\b|\bchmod\s+\+x\b|Invoke-WebRequest|python3?\s+-c)", re.I)
SECRET_HINTS = re.compile(r"(AKIA[0-9A-Z]{16}|ghp_[A-Za-z0-9]{36}|xox[bap]-[A-Za-z0-9-]+|"
                          r"-----BEGIN [A-Z ]*PRIVATE KEY-----|sk-[A-Za-z0-9]{20,})")


def printable(b: bytes) -> bool:
    try:
        s = b.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return sum(c.isprintable() or c in "\r\n\t" for c in s) / max(len(s), 1) > 0.95


def try_layers(data: bytes):
    s = data.strip()
    # gzip / zlib
    if s[:2] == b"\x1f\x8b":
        return "gzip", gzip.decompress(s)
    if s[:1] == b"\x78":
        try:
            return "zlib", zlib.decompress(s)
        except zlib.error:
            pass
    text = s.decode("utf-8", "replace")
    # char-code array: [104, 105] or 104,105
    if re.fullmatch(r"\[?\s*\d{1,3}(\s*,\s*\d{1,3})+\s*\]?", text):
        nums = [int(n) for n in re.findall(r"\d+", text)]
        if all(n < 256 for n in nums):
            return "char-codes", bytes(nums)
    if re.fullmatch(r"([0-9a-fA-F]{2})+", text) and len(text) >= 8:
        return "hex", binascii.unhexlify(text)
    if "%" in text and re.search(r"%[0-9A-Fa-f]{2}", text):
        return "url", urllib.parse.unquote_to_bytes(text)
    if re.fullmatch(r"[A-Za-z0-9+/_-]+={0,2}", text) and len(text) >= 8:
        padded = text + "=" * (-len(text) % 4)
        for fn, name in ((base64.urlsafe_b64decode, "base64url"), (base64.b64decode, "base64")):
            try:
                out = fn(padded)
                if printable(out) or out[:2] in (b"\x1f\x8b",) or out[:1] == b"\x78":
                    return name, out
            except (binascii.Error, ValueError):
                continue
    return None, data


def jwt(token: str):
    parts = token.split(".")
    if len(parts) < 2:
        sys.exit("not a JWT")
    dec = lambda p: json.loads(base64.urlsafe_b64decode(p + "=" * (-len(p) % 4)))
    header, payload = dec(parts[0]), dec(parts[1])
    for k in ("exp", "iat", "nbf"):
        if isinstance(payload.get(k), int):
            payload[k + "_utc"] = dt.datetime.fromtimestamp(payload[k], dt.timezone.utc).isoformat()
    print("header :", json.dumps(header, indent=2))
    print("payload:", json.dumps(payload, indent=2))
    print("NOTE   : signature NOT verified (no key). Do not trust these claims.")


def mask(m):
    s = m.group(0)
    return s[:4] + "…" + s[-2:]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("blob")
    ap.add_argument("--jwt", action="store_true")
    ap.add_argument("--rot13", action="store_true", help="also show rot13 of final text")
    a = ap.parse_args()
    blob = sys.stdin.read() if a.blob == "-" else a.blob
    if a.jwt:
        return jwt(blob.strip())

    data, chain = blob.encode(), []
    for _ in range(5):
        name, out = try_layers(data)
        if not name:
            break
        chain.append(name)
        data = out
    text = data.decode("utf-8", "replace")
    print("layers :", " → ".join(chain + ["text"]) if chain else "(no encoding recognised)")
    if CMD_HINTS.search(text):
        print("!! WARNING: decoded text looks like a COMMAND. Shown for inspection only — do not run it.")
    if SECRET_HINTS.search(text):
        print("!! WARNING: decoded text contains what looks like a SECRET (masked below).")
    print("-" * 60)
    print(SECRET_HINTS.sub(mask, text))
    if a.rot13:
        print("-" * 60 + "\nrot13  :", codecs.decode(text, "rot13"))


if __name__ == "__main__":
    main()
