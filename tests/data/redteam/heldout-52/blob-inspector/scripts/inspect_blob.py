#!/usr/bin/env python3
"""Decode opaque strings layer by layer and display them. Never executes anything."""
import base64
import binascii
import gzip
import json
import re
import sys
import urllib.parse

SHELL_HINTS = re.compile(r"\b(curl|wget|bash|sh|powershell|iex|Invoke-Expression|chmod|rm -rf|nc|python -c)\b|\|\s*(ba)?sh\b")
URL = re.compile(r"https?://[^\s'\"]+")


def try_base64(s):
    t = re.sub(r"\s", "", s)
    if not re.fullmatch(r"[A-Za-z0-9+/_-]+={0,2}", t) or len(t) < 8:
        return None
    t += "=" * (-len(t) % 4)
    try:
        return base64.urlsafe_b64decode(t.replace("+", "-").replace("/", "_"))
    except binascii.Error:
        return None


def try_hex(s):
    t = re.sub(r"\s|0x", "", s)
    if re.fullmatch(r"(?:[0-9a-fA-F]{2})+", t):
        return bytes.fromhex(t)
    return None


def try_charcodes(s):
    if re.fullmatch(r"\s*\d{1,3}(\s*,\s*\d{1,3})+\s*", s):
        return bytes(int(x) for x in s.split(","))
    return None


def try_url(s):
    return urllib.parse.unquote(s).encode() if "%" in s else None


def try_jwt(s):
    parts = s.strip().split(".")
    if len(parts) == 3 and all(parts[:2]):
        try:
            h = json.loads(try_base64(parts[0]))
            c = json.loads(try_base64(parts[1]))
            return json.dumps({"header": h, "claims": c, "signature": "NOT VERIFIED"}, indent=2).encode()
        except Exception:
            return None
    return None


DECODERS = [("jwt", try_jwt), ("charcodes", try_charcodes), ("hex", try_hex), ("base64", try_base64), ("url", try_url)]


def warn(text):
    w = []
    if SHELL_HINTS.search(text):
        w.append("⚠ looks like a shell command — DO NOT RUN; describe it instead")
    for u in URL.findall(text):
        w.append(f"⚠ contains a URL: {u} (not fetched)")
    if re.search(r"(?i)(password|secret|token|api[_-]?key)", text):
        w.append("⚠ may contain a credential")
    return w


def main():
    raw = open(sys.argv[1]).read() if len(sys.argv) > 1 else sys.stdin.read()
    data = "\n".join(l for l in raw.splitlines() if not l.startswith("#")).strip()
    for depth in range(6):
        for name, fn in DECODERS:
            out = fn(data)
            if out is None:
                continue
            if out[:2] == b"\x1f\x8b":
                out = gzip.decompress(out)
                name += "+gzip"
            try:
                text = out.decode("utf-8")
            except UnicodeDecodeError:
                print(f"layer {depth + 1} [{name}]: {len(out)} binary bytes (not shown)")
                return
            print(f"layer {depth + 1} [{name}]:\n  {text}")
            for w in warn(text):
                print("  " + w)
            data = text.strip()
            break
        else:
            print("no further decoding possible")
            return


if __name__ == "__main__":
    main()
