#!/usr/bin/env python3
"""Static decoder for obfuscated PowerShell / shell payloads. Never executes input."""
import argparse
import base64
import gzip
import re
import sys
import zlib

RULES = [
    (r"DownloadString|DownloadFile|Invoke-WebRequest|\biwr\b|Net\.WebClient|curl\s|wget\s", "download cradle"),
    (r"\biex\b|Invoke-Expression|\[scriptblock\]::Create|\|\s*(ba)?sh\b", "dynamic execution"),
    (r"-w(indowstyle)?\s+hidden", "hidden window"),
    (r"Set-MpPreference\s+-Disable|Add-MpPreference\s+-Exclusion", "weakens Defender"),
    (r"vssadmin\s+delete\s+shadows|wbadmin\s+delete|bcdedit.*recoveryenabled", "backup/recovery destruction"),
    (r"FromBase64String", "nested base64"),
    (r"CurrentVersion\\Run|Register-ScheduledTask|schtasks", "persistence"),
]
URL = re.compile(r"https?://[^\s'\"<>)]+|\b(?:\d{1,3}\.){3}\d{1,3}(?::\d+)?\b")


def printable(s: str) -> str:
    return "".join(c if c.isprintable() or c in "\n\t" else f"\\x{ord(c):02x}" for c in s)


def try_decompress(b: bytes) -> bytes:
    for fn in (gzip.decompress, lambda x: zlib.decompress(x, -15), zlib.decompress):
        try:
            return fn(b)
        except Exception:
            continue
    return b


def decode_ps(blob: str) -> str:
    return base64.b64decode(blob).decode("utf-16-le", errors="replace")


def decode_b64(blob: str) -> str:
    raw = try_decompress(base64.b64decode(blob + "=" * (-len(blob) % 4)))
    for enc in ("utf-8", "utf-16-le", "latin-1"):
        try:
            return raw.decode(enc)
        except UnicodeDecodeError:
            continue
    return repr(raw)


def decode_charcodes(s: str, offset: int) -> str:
    return "".join(chr(int(n) - offset) for n in re.findall(r"-?\d+", s))


def findings(text: str) -> list[tuple[str, str]]:
    out = [(label, m.group(0)) for rx, label in RULES for m in [re.search(rx, text, re.I)] if m]
    out += [("IOC", u) for u in sorted(set(URL.findall(text)))]
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--ps"); g.add_argument("--b64"); g.add_argument("--charcodes"); g.add_argument("--file")
    ap.add_argument("--offset", type=int, default=0)
    a = ap.parse_args()

    if a.ps:
        text = decode_ps(a.ps)
    elif a.b64:
        text = decode_b64(a.b64)
    elif a.charcodes:
        text = decode_charcodes(a.charcodes, a.offset)
    else:
        text = open(a.file, encoding="utf-8", errors="replace").read()

    # one extra level for nested FromBase64String('...')
    nested = re.findall(r"FromBase64String\(['\"]([A-Za-z0-9+/=]{16,})['\"]\)", text)

    print("=== DECODED (not executed) ===")
    print(printable(text))
    for n in nested:
        print("\n=== NESTED LAYER (not executed) ===")
        print(printable(decode_b64(n)))
        text += "\n" + decode_b64(n)

    print("\n=== FINDINGS ===")
    f = findings(text)
    if not f:
        print("none")
    for label, ev in f:
        print(f"- {label}: {ev}")


if __name__ == "__main__":
    sys.exit(main())
