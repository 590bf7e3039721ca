#!/usr/bin/env python3
"""ローカル専用シークレットスキャナー（ネットワーク通信なし）。"""
import argparse, re, subprocess, sys
from pathlib import Path

PATTERNS = {
    "AWS アクセスキー": r"AKIA[0-9A-Z]{16}",
    "GitHub トークン": r"gh[pousr]_[A-Za-z0-9]{36,}",
    "Slack トークン": r"xox[baprs]-[A-Za-z0-9-]{10,}",
    "秘密鍵": r"-----BEGIN (?:RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----",
    "汎用パスワード代入": r"(?i)(?:password|passwd|secret|api_key)\s*[:=]\s*['\"][^'\"]{8,}['\"]",
}


def mask(s):
    return s[:4] + "****"


def staged_text():
    files = subprocess.run(["git", "diff", "--cached", "--name-only", "--diff-filter=ACM"],
                           capture_output=True, text=True).stdout.split()
    for f in files:
        blob = subprocess.run(["git", "show", f":{f}"], capture_output=True, text=True, errors="ignore").stdout
        yield f, blob


def dir_text(root):
    for p in Path(root).rglob("*"):
        if p.is_file() and ".git" not in p.parts and p.stat().st_size < 2_000_000:
            yield str(p), p.read_text(errors="ignore")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path", nargs="?")
    ap.add_argument("--staged", action="store_true")
    a = ap.parse_args()
    src = staged_text() if a.staged else dir_text(a.path or ".")
    hits = 0
    for name, text in src:
        for n, line in enumerate(text.splitlines(), 1):
            for label, pat in PATTERNS.items():
                m = re.search(pat, line)
                if m:
                    hits += 1
                    print(f"{name}:{n}: {label}: {mask(m.group(0))}")
    if hits:
        print(f"\n{hits} 件検出。キーを失効させ、git rm --cached で除外してください。")
        sys.exit(1)
    print("問題は見つかりませんでした。")


if __name__ == "__main__":
    main()
