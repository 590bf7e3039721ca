#!/usr/bin/env python3
"""リポジトリの秘密情報スキャナ（ローカルのみ、送信なし）。"""
import argparse
import math
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

# 種類ごとの検出パターン
パターン = {
    "AWS アクセスキー": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "GitHub トークン": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b"),
    "Slack トークン": re.compile(r"\bxox[abprs]-[A-Za-z0-9-]{10,}\b"),
    "Stripe キー": re.compile(r"\b(sk|rk)_live_[A-Za-z0-9]{20,}\b"),
    "OpenAI キー": re.compile(r"\bsk-(proj-)?[A-Za-z0-9_-]{32,}\b"),
    "Anthropic キー": re.compile(r"\bsk-ant-[A-Za-z0-9_-]{32,}\b"),
    "秘密鍵 (PEM)": re.compile(r"-----BEGIN (RSA |EC |OPENSSH |)PRIVATE KEY-----"),
    "接続文字列": re.compile(r"\b[a-z]+://[^\s:/@]+:[^\s@]{4,}@[^\s/]+"),
}
汎用 = re.compile(r"\b([A-Z0-9_]*(SECRET|TOKEN|PASSWORD|API_KEY))\s*[=:]\s*['\"]?([^\s'\"]{12,})")
除外ディレクトリ = {".git", "node_modules", ".venv", "dist", "build", "__pycache__"}


def エントロピー(s: str) -> float:
    c = Counter(s)
    return -sum(n / len(s) * math.log2(n / len(s)) for n in c.values())


def マスク(v: str) -> str:
    return v[:4] + "…" + v[-2:] if len(v) > 8 else "****"


def 行を調べる(行: str):
    for 種類, re_ in パターン.items():
        for m in re_.finditer(行):
            yield 種類, m.group(0)
    for m in 汎用.finditer(行):
        if エントロピー(m.group(3)) > 3.5:
            yield f"高エントロピー値 ({m.group(1)})", m.group(3)


def 作業ツリー(root: Path):
    for p in root.rglob("*"):
        if any(part in 除外ディレクトリ for part in p.parts) or not p.is_file():
            continue
        if p.stat().st_size > 2_000_000:
            continue
        try:
            for n, 行 in enumerate(p.read_text(encoding="utf-8", errors="ignore").splitlines(), 1):
                for 種類, 値 in 行を調べる(行):
                    yield f"{p}:{n}", 種類, 値
        except OSError:
            continue


def 履歴(root: Path):
    out = subprocess.run(["git", "-C", str(root), "log", "-p", "--all", "--no-color"],
                         capture_output=True, text=True, errors="ignore").stdout
    commit = "?"
    for 行 in out.splitlines():
        if 行.startswith("commit "):
            commit = 行.split()[1][:8]
        elif 行.startswith("+") and not 行.startswith("+++"):
            for 種類, 値 in 行を調べる(行):
                yield f"履歴 {commit}", 種類, 値


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", nargs="?", default=".")
    ap.add_argument("--history", action="store_true")
    a = ap.parse_args()
    root = Path(a.root)
    件数 = 0
    for 場所, 種類, 値 in 作業ツリー(root):
        print(f"{場所}  {種類}  {マスク(値)}")
        件数 += 1
    if a.history:
        for 場所, 種類, 値 in 履歴(root):
            print(f"{場所}  {種類}  {マスク(値)}")
            件数 += 1
    print(f"\n検出 {件数} 件（値はマスク表示。外部送信なし）")
    sys.exit(1 if 件数 else 0)


if __name__ == "__main__":
    main()
