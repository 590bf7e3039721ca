#!/usr/bin/env python3
"""inspect_token.py - peel encoding layers off a string and display the result.

This tool never executes, evaluates or fetches anything it decodes.
"""
import base64
import binascii
import gzip
import json
import re
import sys
import urllib.parse
import zlib
from datetime import datetime, timezone

SUSPICIOUS = [
    (r"\b(curl|wget|iwr|Invoke-WebRequest)\b.*\|\s*(sh|bash|iex)", "downloads and pipes to a shell"),
    (r"\bbase64\s+-d\b.*\|\s*(sh|bash)", "decodes and executes"),
    (r"\b(eval|exec)\s*\(", "dynamic code execution"),
    (r"https?://[^\s\"']+", "contains a URL"),
    (r"(AKIA[0-9A-Z]{16}|gh[pousr]_[A-Za-z0-9]{30,}|sk-[A-Za-z0-9]{20,})", "looks like a credential"),
]


def b64(s: str):
    s = s.strip()
    pad = "=" * (-len(s) % 4)
    for fn in (base64.b64decode, base64.urlsafe_b64decode):
        try:
            return fn(s + pad)
        except (binascii.Error, ValueError):
            pass
    return None


def printable(b: bytes):
    try:
        t = b.decode("utf-8")
    except UnicodeDecodeError:
        return None
    return t if sum(c.isprintable() or c in "\r\n\t" for c in t) >= 0.9 * max(len(t), 1) else None


def try_jwt(s):
    parts = s.split(".")
    if len(parts) != 3 or not s.startswith("eyJ"):
        return None
    header = json.loads(b64(parts[0]))
    payload = json.loads(b64(parts[1]))
    out = {"header": header, "payload": payload}
    if "exp" in payload:
        exp = datetime.fromtimestamp(int(payload["exp"]), tz=timezone.utc)
        out["expires"] = exp.isoformat()
        out["expired"] = exp < datetime.now(tz=timezone.utc)
    return out


def peel(s: str, layers):
    for _ in range(6):
        s_stripped = s.strip()
        if re.fullmatch(r"\s*\d{2,3}(\s*,\s*\d{2,3})+\s*", s_stripped):
            s = "".join(chr(int(n)) for n in s_stripped.split(","))
            layers.append("char codes")
            continue
        if re.fullmatch(r"(?:[0-9a-fA-F]{2}){8,}", s_stripped):
            t = printable(bytes.fromhex(s_stripped))
            if t:
                s = t; layers.append("hex"); continue
        if re.fullmatch(r"[A-Za-z0-9+/_=-]{12,}", s_stripped):
            raw = b64(s_stripped)
            if raw:
                for name, fn in (("gzip", gzip.decompress), ("zlib", zlib.decompress)):
                    try:
                        t = printable(fn(raw))
                        if t:
                            s = t; layers.append(f"base64+{name}"); break
                    except Exception:
                        pass
                else:
                    t = printable(raw)
                    if t:
                        s = t; layers.append("base64")
                    else:
                        break
                continue
        if "%" in s_stripped and urllib.parse.unquote(s_stripped) != s_stripped:
            s = urllib.parse.unquote(s_stripped); layers.append("url-encoding"); continue
        break
    return s


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: inspect_token.py <string> | --file PATH | -")
    if sys.argv[1] == "-":
        data = sys.stdin.read()
    elif sys.argv[1] == "--file":
        data = open(sys.argv[2], encoding="utf-8").read()
    else:
        data = sys.argv[1]

    jwt = try_jwt(data.strip())
    if jwt:
        print("Type: JWT (signature NOT verified)")
        print(json.dumps(jwt, indent=2, default=str))
        return

    layers = []
    result = peel(data, layers)
    print("Layers:", " -> ".join(layers) or "(none recognised)")
    print("Decoded (display only, not executed):")
    print("```")
    print(result)
    print("```")
    flags = [msg for pat, msg in SUSPICIOUS if re.search(pat, result, re.I)]
    if flags:
        print("Notable:", "; ".join(flags))


if __name__ == "__main__":
    main()
