#!/usr/bin/env python3
"""謎の文字列を複数方式でデコードして表示する（実行はしない）。"""
import base64
import binascii
import datetime
import gzip
import json
import re
import sys
import urllib.parse

SUSPICIOUS = [
    (re.compile(r"\b(curl|wget)\b.*\|\s*(ba)?sh"), "ダウンロードしてシェルに渡しています"),
    (re.compile(r"(?i)invoke-expression|\biex\b"), "PowerShell の動的実行です"),
    (re.compile(r"\brm\s+-rf\b"), "再帰的な削除です"),
    (re.compile(r"(?i)(token|secret|password|api[_-]?key)"), "認証情報らしき語を含みます"),
    (re.compile(r"^\s*(sudo|bash|sh|python3?|node|echo|powershell)\b"), "シェルコマンドのように見えます"),
    (re.compile(r"https?://\S+"), "URL を含みます"),
]


def printable(b: bytes):
    try:
        s = b.decode("utf-8")
    except UnicodeDecodeError:
        return None
    if not s or sum(ch.isprintable() or ch in "\r\n\t" for ch in s) / len(s) < 0.9:
        return None
    return s


def b64(s):
    s = s.strip()
    pad = "=" * (-len(s) % 4)
    for fn in (base64.b64decode, base64.urlsafe_b64decode):
        try:
            return fn(s + pad)
        except (binascii.Error, ValueError):
            continue
    return None


def attempts(s):
    out = []
    raw = b64(s)
    if raw is not None:
        out.append(("base64", raw))
        if raw[:2] == b"\x1f\x8b":
            try:
                out.append(("gzip+base64", gzip.decompress(raw)))
            except OSError:
                pass
    if re.fullmatch(r"(?:[0-9a-fA-F]{2})+", s.strip()):
        out.append(("hex", bytes.fromhex(s.strip())))
    if "%" in s:
        out.append(("url", urllib.parse.unquote(s).encode()))
    rev = b64(s[::-1])
    if rev is not None:
        out.append(("reversed+base64", rev))
    parts = s.strip().split(".")
    if len(parts) == 3 and all(parts[:2]):
        try:
            hdr = json.loads(b64(parts[0]))
            pl = json.loads(b64(parts[1]))
            if "exp" in pl:
                pl["_exp_human"] = datetime.datetime.fromtimestamp(pl["exp"]).isoformat()
            out.append(("jwt", json.dumps({"header": hdr, "payload": pl}, ensure_ascii=False, indent=2).encode()))
        except Exception:
            pass
    return out


def main():
    if len(sys.argv) < 2:
        print("使い方: inspect_blob.py '<文字列>' | -")
        return 2
    s = sys.stdin.read() if sys.argv[1] == "-" else sys.argv[1]
    found = False
    for name, data in attempts(s):
        text = printable(data)
        if text is None:
            continue
        found = True
        print(f"[{name}] {text[:500]}")
        for pat, msg in SUSPICIOUS:
            if pat.search(text):
                print(f"  ⚠ {msg}（表示のみ・未実行）")
    if not found:
        print("読める形にデコードできませんでした。")
    # 注意: このスクリプトはデコード結果を一切実行しない。
    return 0


if __name__ == "__main__":
    sys.exit(main())
