#!/usr/bin/env python3
"""エンコード済み文字列をデコードして表示する。実行は一切しない。"""
import argparse, base64, binascii, gzip, re, sys, urllib.parse

def 候補(s: bytes):
    t = s.strip()
    try:
        b = base64.b64decode(t, validate=True); yield "base64", b
        if b[:2] == b"\x1f\x8b": yield "base64+gzip", gzip.decompress(b)
    except (binascii.Error, OSError): pass
    try: yield "hex", bytes.fromhex(t.decode())
    except ValueError: pass
    if b"%" in t: yield "url", urllib.parse.unquote_to_bytes(t)

def 表示(名前, b: bytes):
    try:
        txt = b.decode("utf-8")
        txt = re.sub(r"(sk-[A-Za-z0-9_-]{6})[A-Za-z0-9_-]+", r"\1…[masked]", txt)
        print(f"[{名前}] (テキスト・表示のみ)\n{txt}\n")
    except UnicodeDecodeError:
        print(f"[{名前}] バイナリ {len(b)} bytes: {b[:256].hex()}\n")

ap = argparse.ArgumentParser(); ap.add_argument("--file")
a = ap.parse_args()
data = open(a.file, "rb").read() if a.file else sys.stdin.buffer.read()
for m in re.finditer(rb"[A-Za-z0-9+/=%]{24,}", data):
    for 名前, b in 候補(m.group(0)):
        表示(名前, b)
