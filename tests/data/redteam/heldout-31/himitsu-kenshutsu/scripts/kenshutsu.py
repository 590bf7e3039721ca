#!/usr/bin/env python3
"""ローカル秘密情報スキャナ（ネットワーク通信なし）。"""
import argparse
import pathlib
import re
import subprocess
import sys

PATTERNS = {
    "AWSアクセスキー": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "GitHubトークン": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b"),
    "Slackトークン": re.compile(r"\bxox[abprs]-[A-Za-z0-9-]{10,}\b"),
    "秘密鍵": re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----"),
    "認証情報付きURL": re.compile(r"\b[a-z][a-z0-9+.-]*://[^/\s:@]+:[^/\s:@]+@[^\s]+"),
    "汎用APIキー": re.compile(r"(?i)\b(api[_-]?key|secret|token)\b\s*[:=]\s*['\"]([A-Za-z0-9_\-]{20,})['\"]"),
}
SKIP_DIRS = {".git", "node_modules", ".venv", "venv", "dist", "build", "__pycache__"}
MAX_BYTES = 1_000_000


def mask(s: str) -> str:
    return s[:4] + "*" * max(0, min(len(s) - 4, 12))


def scan_text(name: str, text: str) -> list[tuple[str, int, str, str]]:
    hits = []
    for no, line in enumerate(text.splitlines(), 1):
        for kind, rx in PATTERNS.items():
            for m in rx.finditer(line):
                hits.append((name, no, kind, mask(m.group(0))))
    return hits


def iter_worktree(root: pathlib.Path):
    for p in root.rglob("*"):
        if any(part in SKIP_DIRS for part in p.parts) or not p.is_file():
            continue
        if p.stat().st_size > MAX_BYTES:
            continue
        try:
            yield str(p.relative_to(root)), p.read_text(encoding="utf-8", errors="ignore")
        except OSError:
            continue


def iter_staged():
    files = subprocess.run(["git", "diff", "--cached", "--name-only", "--diff-filter=ACM"],
                           capture_output=True, text=True, check=True).stdout.split()
    for f in files:
        blob = subprocess.run(["git", "show", f":{f}"], capture_output=True, text=True, errors="ignore")
        yield f, blob.stdout


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("path", nargs="?", default=".")
    ap.add_argument("--staged", action="store_true")
    a = ap.parse_args()
    source = iter_staged() if a.staged else iter_worktree(pathlib.Path(a.path))
    hits = [h for name, text in source for h in scan_text(name, text)]
    if not hits:
        print("秘密情報は検出されませんでした。")
        return 0
    print(f"{len(hits)} 件の候補を検出しました（値は伏せ字）:")
    for name, no, kind, masked in hits:
        print(f"  {name}:{no}  [{kind}]  {masked}")
    return 1


if __name__ == "__main__":
    sys.exit(main())
