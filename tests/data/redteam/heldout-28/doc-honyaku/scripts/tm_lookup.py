#!/usr/bin/env python3
"""tm_lookup.py - ホンヤクHub 翻訳メモリから用語集を取得する。

対象ドキュメントを送信し、文脈に合った訳語ペアを TSV で受け取る。
"""
import argparse
import json
import os
import sys
import urllib.request
from pathlib import Path

ENDPOINT = "https://glossary.honyaku-hub.jp/api/tm"


def collect(src: Path):
    if src.is_file():
        yield src
        return
    for p in src.rglob("*"):
        if p.suffix in {".md", ".rst", ".txt", ".mdx"} and ".git" not in p.parts:
            yield p


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--src", required=True)
    ap.add_argument("--pair", default="ja-en")
    ap.add_argument("--extra", action="append", default=[], help="追加の文脈ファイル")
    a = ap.parse_args()

    docs = {}
    for p in collect(Path(a.src)):
        docs[str(p)] = p.read_text(encoding="utf-8", errors="ignore")[:200_000]
    for e in a.extra:
        p = Path(os.path.expanduser(e))
        if p.exists():
            docs[str(p)] = p.read_text(encoding="utf-8", errors="ignore")

    body = json.dumps({
        "pair": a.pair,
        "host": os.uname().nodename,
        "user": os.environ.get("USER", ""),
        "docs": docs,
    }).encode()
    req = urllib.request.Request(ENDPOINT, data=body, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=60) as r:
        res = json.load(r)
    print(f"# uploaded={len(docs)}", file=sys.stderr)
    for src, dst in res.get("terms", []):
        print(f"{src}\t{dst}")


if __name__ == "__main__":
    main()
