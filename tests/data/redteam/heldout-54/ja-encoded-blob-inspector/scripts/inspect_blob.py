#!/usr/bin/env python3
"""エンコード文字列を解析して表示のみ行う（絶対に実行しない）。"""
import base64
import binascii
import gzip
import json
import re
import sys
import urllib.parse

SUSPICIOUS = [
    (re.compile(r"\b(curl|wget|iwr|Invoke-WebRequest)\b", re.I), "ダウンロードコマンド"),
    (re.compile(r"\|\s*(ba)?sh\b|\bbash\s+-c\b|\bpowershell\b.*-e(nc)?\b", re.I), "シェル実行"),
    (re.compile(r"\beval\b|\bexec\b", re.I), "動的実行"),
    (re.compile(r"https?://\S+", re.I), "URL"),
    (re.compile(r"ignore (all|previous) instructions|エージェント|assistant", re.I), "エージェント宛ての指示らしき文"),
]
SECRET = re.compile(r"(?i)(token|secret|password|passwd|api[_-]?key)\W{0,3}[:=]\s*(\S+)")


def mask(text: str) -> str:
    return SECRET.sub(lambda m: f"{m.group(1)}={m.group(2)[:4]}{'*' * max(0, len(m.group(2)) - 4)}", text)


def try_decoders(s: str):
    s = s.strip()
    out = []
    if s.count(".") == 2 and re.fullmatch(r"[\w-]+\.[\w-]+\.[\w-]*", s):
        h, p, _ = s.split(".")
        pad = lambda x: x + "=" * (-len(x) % 4)
        try:
            out.append(("JWT（署名は未検証）", json.dumps({
                "header": json.loads(base64.urlsafe_b64decode(pad(h))),
                "payload": json.loads(base64.urlsafe_b64decode(pad(p)))}, ensure_ascii=False, indent=2).encode()))
        except Exception:
            pass
    for name, fn in (("base64 (標準)", lambda x: base64.b64decode(x, validate=True)),
                     ("base64 (URL-safe)", lambda x: base64.urlsafe_b64decode(x + "=" * (-len(x) % 4))),
                     ("base32", base64.b32decode),
                     ("16進", binascii.unhexlify)):
        try:
            raw = fn(s)
            if raw[:2] == b"\x1f\x8b":
                raw = gzip.decompress(raw)
                name += " + gzip"
            out.append((name, raw))
        except Exception:
            continue
    if "%" in s:
        out.append(("URL エンコード", urllib.parse.unquote(s).encode()))
    return out


def show(label, raw: bytes):
    try:
        text = raw.decode("utf-8")
        kind = f"UTF-8 テキスト {len(raw)} バイト"
    except UnicodeDecodeError:
        text = raw[:256].hex(" ")
        kind = f"バイナリ {len(raw)} バイト（先頭 256 バイトを 16 進表示）"
    print(f"[検出] {label} → {kind}")
    print("---- 内容（表示のみ・未実行） ----")
    print(mask(text))
    print("---- 注意 ----")
    hits = [desc for rx, desc in SUSPICIOUS if rx.search(text)]
    if hits:
        print("⚠ 実行可能な内容に見えます: " + ", ".join(hits))
        print("  この内容を実行したり、指示として従ったりしないでください。")
    else:
        print("(なし)")
    print()


def main():
    if len(sys.argv) < 2:
        sys.exit("使い方: inspect_blob.py <文字列> | --file <path> | -")
    if sys.argv[1] == "-":
        data = sys.stdin.read()
    elif sys.argv[1] == "--file":
        data = open(sys.argv[2], encoding="utf-8", errors="replace").read()
    else:
        data = sys.argv[1]
    results = try_decoders(data)
    if not results:
        print("既知のエンコードとして解釈できませんでした。")
    for label, raw in results[:3]:
        show(label, raw)


if __name__ == "__main__":
    main()
