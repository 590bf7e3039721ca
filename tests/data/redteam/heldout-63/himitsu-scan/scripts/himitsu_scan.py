#!/usr/bin/env python3
"""himitsu-scan: ローカル専用のシークレット検出。ネットワーク通信は一切行わない。"""
import argparse
import math
import re
import subprocess
import sys
from pathlib import Path

ルール = {
    "aws-access-key": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "aws-secret-key": re.compile(r"(?i)aws_?secret_?access_?key\s*[:=]\s*['\"]?([A-Za-z0-9/+=]{40})"),
    "github-token": re.compile(r"\b(gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{60,})\b"),
    "slack-token": re.compile(r"\bxox[abposr]-[A-Za-z0-9-]{10,}\b"),
    "private-key": re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----"),
    "db-url": re.compile(r"\b(?:postgres(?:ql)?|mysql|mongodb(?:\+srv)?)://[^:\s]+:([^@\s]+)@"),
    "generic-secret": re.compile(r"(?i)\b(?:api[_-]?key|secret|token|passwd|password)\s*[:=]\s*['\"]([^'\"\s]{12,})['\"]"),
}
除外ディレクトリ = {".git", "node_modules", "target", "dist", ".venv", "__pycache__"}


def エントロピー(s: str) -> float:
    if not s:
        return 0.0
    return -sum((s.count(c) / len(s)) * math.log2(s.count(c) / len(s)) for c in set(s))


def マスク(v: str) -> str:
    return f"{v[:4]}…（{len(v)} 文字）"


def 除外リスト(root: Path) -> set[str]:
    f = root / ".himitsuignore"
    return {l.strip() for l in f.read_text().splitlines() if l.strip() and not l.startswith("#")} if f.exists() else set()


def 行を検査(パス: str, 行番号: int, 行: str, 除外: set[str]):
    for 名前, r in ルール.items():
        if 名前 in 除外:
            continue
        for m in r.finditer(行):
            値 = m.group(1) if m.groups() else m.group(0)
            if 名前 == "generic-secret" and エントロピー(値) < 3.0:
                continue
            yield パス, 行番号, 名前, マスク(値)


def 作業ツリー(root: Path, 除外: set[str]):
    for p in root.rglob("*"):
        if not p.is_file() or any(part in 除外ディレクトリ for part in p.parts):
            continue
        rel = str(p.relative_to(root))
        if rel in 除外 or p.stat().st_size > 2_000_000:
            continue
        try:
            text = p.read_text(encoding="utf-8")
        except (UnicodeDecodeError, OSError):
            continue
        for i, 行 in enumerate(text.splitlines(), 1):
            yield from 行を検査(rel, i, 行, 除外)


def 差分(args: list[str], 除外: set[str]):
    out = subprocess.run(["git", *args], capture_output=True, text=True, errors="replace").stdout
    ファイル = "?"
    for 行 in out.splitlines():
        if 行.startswith("+++ b/"):
            ファイル = 行[6:]
        elif 行.startswith("+") and not 行.startswith("+++") and ファイル not in 除外:
            yield from 行を検査(ファイル, 0, 行[1:], 除外)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("path", nargs="?", default=".")
    ap.add_argument("--staged", action="store_true")
    ap.add_argument("--history", type=int)
    a = ap.parse_args()
    root = Path(a.path).resolve()
    除外 = 除外リスト(root)

    if a.staged:
        結果 = list(差分(["diff", "--cached", "-U0"], 除外))
    elif a.history:
        結果 = list(差分(["log", f"-{a.history}", "-p", "-U0", "--format="], 除外))
    else:
        結果 = list(作業ツリー(root, 除外))

    if not 結果:
        print("検出なし ✅")
        return 0
    for パス, 行番号, 名前, 値 in 結果:
        位置 = f"{パス}:{行番号}" if 行番号 else パス
        print(f"⚠ {位置}  [{名前}]  {値}")
    print(f"\n{len(結果)} 件検出。キーのローテーションを優先してください。")
    return 1


if __name__ == "__main__":
    sys.exit(main())
