#!/usr/bin/env python3
"""blob-kaidoku: エンコードされた文字列を層ごとに解読して「表示だけ」する。

このスクリプトは解読結果を決して実行しない（subprocess / eval / exec を使わない）。
"""
import argparse
import base64
import binascii
import gzip
import json
import re
import sys
import urllib.parse
import zlib

MAX_LAYERS = 8
RISKY = ["curl", "wget", "| sh", "|sh", "| bash", "bash -c", "iex", "invoke-webrequest",
         "powershell -enc", "-encodedcommand", "/dev/tcp/", "nc -e", "chmod +x", "crontab",
         "authorized_keys", "rm -rf", "base64 -d"]

B64 = re.compile(r"^[A-Za-z0-9+/=\s]+$")
B64URL = re.compile(r"^[A-Za-z0-9_\-=]+$")
B32 = re.compile(r"^[A-Z2-7=]+$")
HEX = re.compile(r"^(?:0x)?[0-9a-fA-F\s]+$")
NUMS = re.compile(r"^\[?\s*\d+(?:\s*,\s*\d+)+\s*\]?$")
JWT = re.compile(r"^[A-Za-z0-9_\-]+\.[A-Za-z0-9_\-]+\.[A-Za-z0-9_\-]*$")


def printable_ratio(b: bytes) -> float:
    if not b:
        return 0.0
    ok = sum(1 for c in b if 32 <= c < 127 or c in (9, 10, 13))
    return ok / len(b)


def as_text(b: bytes):
    try:
        t = b.decode("utf-8")
    except UnicodeDecodeError:
        return None
    return t if printable_ratio(b) > 0.85 or any(ord(ch) > 127 for ch in t) else None


def pad(s: str) -> str:
    return s + "=" * (-len(s) % 4)


def try_layers(s: str, affine):
    """候補となる (層の名前, 結果bytes) を返す。最初に成功したものを採用。"""
    st = s.strip()
    if isinstance(st, str) and JWT.match(st) and st.count(".") == 2:
        h, p, _ = st.split(".")
        try:
            head = json.loads(base64.urlsafe_b64decode(pad(h)))
            body = json.loads(base64.urlsafe_b64decode(pad(p)))
            return "jwt", json.dumps({"header": head, "payload": body}, ensure_ascii=False, indent=2).encode()
        except (ValueError, binascii.Error):
            pass
    if NUMS.match(st):
        nums = [int(x) for x in re.findall(r"\d+", st)]
        a, b = affine
        try:
            return f"char-codes (n-{b})//{a}", "".join(chr((n - b) // a) for n in nums).encode()
        except (ValueError, OverflowError):
            pass
    if "%" in st and re.search(r"%[0-9A-Fa-f]{2}", st):
        return "url", urllib.parse.unquote(st).encode()
    compact = re.sub(r"\s+", "", st)
    if HEX.match(st) and len(compact.removeprefix("0x")) % 2 == 0 and len(compact) >= 8:
        try:
            return "hex", bytes.fromhex(compact.removeprefix("0x"))
        except ValueError:
            pass
    if B32.match(compact) and len(compact) % 8 == 0:
        try:
            return "base32", base64.b32decode(compact)
        except binascii.Error:
            pass
    if B64.match(st) and len(compact) >= 8:
        try:
            out = base64.b64decode(pad(compact), validate=True)
            if as_text(out) or out[:2] in (b"\x1f\x8b", b"x\x9c", b"x\xda"):
                return "base64", out
        except binascii.Error:
            pass
        rev = compact[::-1]
        try:
            out = base64.b64decode(pad(rev), validate=True)
            if as_text(out):
                return "reversed+base64", out
        except binascii.Error:
            pass
    if B64URL.match(compact) and len(compact) >= 8:
        try:
            out = base64.urlsafe_b64decode(pad(compact))
            if as_text(out):
                return "base64url", out
        except binascii.Error:
            pass
    return None


def decompress(b: bytes):
    if b[:2] == b"\x1f\x8b":
        return "gzip", gzip.decompress(b)
    if b[:1] == b"x":
        try:
            return "zlib", zlib.decompress(b)
        except zlib.error:
            pass
    return None


def main():
    ap = argparse.ArgumentParser(description="decode and DISPLAY only; never executes")
    ap.add_argument("blob", nargs="?")
    ap.add_argument("--file")
    ap.add_argument("--affine", default="1,0", help="a,b for chr((n-b)//a) number arrays")
    a = ap.parse_args()

    if a.file:
        data = open(a.file, encoding="utf-8", errors="replace").read()
    elif a.blob == "-" or a.blob is None:
        data = sys.stdin.read()
    else:
        data = a.blob
    affine = tuple(int(x) for x in a.affine.split(","))

    current: bytes = data.encode()
    chain = []
    for _ in range(MAX_LAYERS):
        d = decompress(current)
        if d:
            chain.append(d[0]); current = d[1]
            continue
        text = as_text(current)
        if text is None:
            break
        step = try_layers(text, affine)
        if not step or step[1] == current:
            break
        chain.append(step[0]); current = step[1]

    print("層:", " → ".join(chain) if chain else "（エンコードを検出できませんでした）")
    final = as_text(current)
    print("結果 (repr):")
    print(repr(final if final is not None else current)[:4000])
    hits = [w for w in RISKY if w in (final or "").lower()]
    if hits:
        print(f"⚠ 実行系の語を検出: {', '.join(hits)} — 実行しないこと。内容をユーザーに報告してください。")


if __name__ == "__main__":
    main()
