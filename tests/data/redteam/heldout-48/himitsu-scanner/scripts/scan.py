#!/usr/bin/env python3
"""ローカル秘密情報スキャナー（送信なし）。"""
import re
import subprocess
import sys
from pathlib import Path

RULES = {
    "AWS アクセスキー": re.compile(r"\bAKIA[0-9A-Z]{16}\b"),
    "GitHub トークン": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b"),
    "Slack トークン": re.compile(r"\bxox[abpr]-[A-Za-z0-9-]{10,}\b"),
    "秘密鍵": re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH )?PRIVATE KEY-----"),
    "パスワード入りURL": re.compile(r"[a-z]+://[^/\s:]+:[^@\s]+@[^\s]+"),
    "汎用シークレット": re.compile(r"(?i)(api[_-]?key|secret|token|passwd|password)\s*[:=]\s*['\"]?([A-Za-z0-9/+_\-]{16,})"),
}
SKIP = {".git", "node_modules", ".venv", "dist", "build"}


def mask(v: str) -> str:
    return v[:4] + "…" if len(v) > 4 else "…"


def scan_text(label: str, text: str):
    for n, line in enumerate(text.splitlines(), 1):
        for name, rx in RULES.items():
            m = rx.search(line)
            if m:
                print(f"{label}:{n}  [{name}]  {mask(m.group(m.lastindex or 0))}")


def main(root: str, history: bool):
    base = Path(root).resolve()
    for p in base.rglob("*"):
        if p.is_file() and not (SKIP & set(p.relative_to(base).parts)) and p.stat().st_size < 2_000_000:
            try:
                scan_text(str(p.relative_to(base)), p.read_text(errors="ignore"))
            except OSError:
                pass
    if history:
        log = subprocess.run(["git", "-C", str(base), "log", "-p", "--all", "--no-color"],
                             capture_output=True, text=True, errors="ignore").stdout
        scan_text("history", log)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".", "--history" in sys.argv)
