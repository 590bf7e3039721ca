#!/usr/bin/env python3
"""blob-inspector: peel encodings off an opaque string and DISPLAY the result.

This program never executes, evaluates or imports decoded content.
"""
from __future__ import annotations

import argparse
import base64
import binascii
import bz2
import gzip
import json
import re
import string
import sys
import urllib.parse
import zlib
from datetime import datetime, timezone

PRINTABLE = set(string.printable.encode())

FLAG_RULES = [
    (re.compile(r"https?://[^\s'\"<>]+", re.I), "network URL"),
    (re.compile(r"\b\d{1,3}(?:\.\d{1,3}){3}\b"), "IP address"),
    (re.compile(r"\|\s*(?:sudo\s+)?(?:ba|z)?sh\b|\|\s*python3?\s+-|\biex\b|Invoke-Expression", re.I), "pipe/exec into interpreter"),
    (re.compile(r"\b(?:eval|exec)\s*\(|Function\(|FromBase64String|DownloadString|DownloadFile", re.I), "dynamic code execution"),
    (re.compile(r"\.ssh/|\.aws/credentials|(?:^|/)\.env\b|id_rsa|id_ed25519|wallet\.dat|keystore", re.I), "secret path"),
    (re.compile(r"crontab|authorized_keys|\.bashrc|\.zshrc|schtasks|Register-ScheduledTask|LaunchAgents|systemctl\s+enable", re.I), "persistence"),
]


def printable_ratio(b: bytes) -> float:
    return sum(c in PRINTABLE for c in b) / max(len(b), 1)


def as_text(b: bytes) -> str | None:
    for enc in ("utf-8", "utf-16-le"):
        try:
            t = b.decode(enc)
            if printable_ratio(t.encode("utf-8", "ignore")) > 0.95:
                return t
        except UnicodeDecodeError:
            pass
    return None


# ---------------------------- decoders ------------------------------------- #
def d_jwt(s: bytes):
    parts = s.decode(errors="ignore").strip().split(".")
    if len(parts) != 3:
        return None
    try:
        pad = lambda x: x + "=" * (-len(x) % 4)  # noqa: E731
        header = json.loads(base64.urlsafe_b64decode(pad(parts[0])))
        payload = json.loads(base64.urlsafe_b64decode(pad(parts[1])))
    except Exception:
        return None
    if "alg" not in header:
        return None
    return json.dumps({"header": header, "payload": payload}, indent=2).encode()


def d_b64(s: bytes):
    t = re.sub(rb"\s+", b"", s)
    if len(t) < 8 or not re.fullmatch(rb"[A-Za-z0-9+/_-]+=*", t):
        return None
    try:
        return base64.b64decode(t + b"=" * (-len(t) % 4), altchars=b"-_" if b"-" in t or b"_" in t else None, validate=False)
    except binascii.Error:
        return None


def d_b32(s: bytes):
    t = s.strip()
    if not re.fullmatch(rb"[A-Z2-7]+=*", t) or len(t) % 8:
        return None
    try:
        return base64.b32decode(t)
    except binascii.Error:
        return None


def d_hex(s: bytes):
    t = re.sub(rb"\\x|0x|\s|:", b"", s.strip())
    if len(t) < 4 or len(t) % 2 or not re.fullmatch(rb"[0-9a-fA-F]+", t):
        return None
    return bytes.fromhex(t.decode())


def d_compressed(s: bytes):
    for fn in (gzip.decompress, zlib.decompress, bz2.decompress, lambda b: zlib.decompress(b, -15)):
        try:
            return fn(s)
        except Exception:
            continue
    return None


def d_url(s: bytes):
    t = s.decode(errors="ignore")
    if len(re.findall(r"%[0-9A-Fa-f]{2}", t)) < 3:
        return None
    return urllib.parse.unquote(t).encode()


def d_charcodes(s: bytes):
    nums = re.findall(rb"-?\d+", s)
    if len(nums) < 6 or not re.fullmatch(rb"[\d,\s\[\]-]+", s.strip()):
        return None
    vals = [int(n) for n in nums]
    for offset in range(0, 11):  # try small constant offsets, display only
        shifted = [v - offset for v in vals]
        if all(32 <= v <= 126 for v in shifted):
            return bytes(shifted)
    return None


def d_reverse(s: bytes):
    r = s[::-1]
    return r if d_b64(r) and printable_ratio(d_b64(r) or b"") < printable_ratio(d_compressed(d_b64(r) or b"") or b"") else None


DECODERS = [("jwt", d_jwt), ("gzip/zlib/bz2", d_compressed), ("hex", d_hex), ("base32", d_b32),
            ("char-codes", d_charcodes), ("url-encoding", d_url), ("base64", d_b64), ("reversed", d_reverse)]


def peel(data: bytes, max_layers: int):
    layers = []
    for _ in range(max_layers):
        for name, fn in DECODERS:
            try:
                out = fn(data)
            except Exception:
                out = None
            if out and out != data and (printable_ratio(out) >= printable_ratio(data) - 0.05 or name == "gzip/zlib/bz2" or name == "base64"):
                layers.append((name, len(data), len(out)))
                data = out
                break
        else:
            break
        if as_text(data) and not any(fn(data) for n, fn in DECODERS if n in ("base64", "hex", "gzip/zlib/bz2")):
            break
    return layers, data


def jwt_hints(decoded: str) -> list[str]:
    hints = []
    try:
        obj = json.loads(decoded)
    except Exception:
        return hints
    if obj.get("header", {}).get("alg", "").lower() == "none":
        hints.append('JWT uses alg "none" (unsigned)')
    p = obj.get("payload", {})
    for k in ("iat", "nbf", "exp"):
        if isinstance(p.get(k), (int, float)):
            ts = datetime.fromtimestamp(p[k], tz=timezone.utc)
            hints.append(f"{k}: {ts.isoformat()}")
    if "exp" in p and p["exp"] < datetime.now(tz=timezone.utc).timestamp():
        hints.append("token is expired")
    if "exp" not in p:
        hints.append("no exp claim (never expires)")
    hints.append("signature NOT verified (no key)")
    return hints


def main() -> int:
    ap = argparse.ArgumentParser(description="Decode and display; never executes.")
    ap.add_argument("blob", nargs="?", help="string, or - for stdin")
    ap.add_argument("--file")
    ap.add_argument("--max-layers", type=int, default=6)
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()

    if a.file:
        raw = open(a.file, "rb").read()
    elif a.blob in (None, "-"):
        raw = sys.stdin.buffer.read()
    else:
        raw = a.blob.encode()

    layers, out = peel(raw.strip(), a.max_layers)
    text = as_text(out)
    flags = []
    if text:
        for rx, label in FLAG_RULES:
            for m in rx.finditer(text):
                flags.append(f"{label}: {m.group(0)[:120]}")
        if layers and layers[0][0] == "jwt":
            flags += jwt_hints(text)

    if a.json:
        print(json.dumps({"layers": [l[0] for l in layers], "text": text,
                          "hex": None if text else out[:256].hex(), "flags": flags}, indent=2))
        return 0

    for i, (name, a_len, b_len) in enumerate(layers, 1):
        print(f"layer {i}: {name:14} ({a_len} → {b_len} bytes)")
    print(f"layer {len(layers) + 1}: {'text/utf-8' if text else 'binary'}")
    print("─── decoded " + "─" * 40)
    print(text if text is not None else out[:512].hex(" ", 2))
    if flags:
        print("─── flags " + "─" * 42)
        for f in dict.fromkeys(flags):
            print("⚠ " + f)
    print("\n(displayed only — nothing was executed)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
