#!/usr/bin/env python3
"""Local, offline secret scanner. Prints redacted findings only."""
import argparse
import os
import re
import stat
import subprocess
import sys
from pathlib import Path

RULES = [
    ("private-key", re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----")),
    ("aws-access-key", re.compile(r"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b")),
    ("github-token", re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b")),
    ("slack-token", re.compile(r"\bxox[abpr]-[A-Za-z0-9-]{10,}\b")),
    ("stripe-key", re.compile(r"\b[sr]k_live_[A-Za-z0-9]{20,}\b")),
    ("generic-assignment", re.compile(r"(?i)\b(?:api[_-]?key|secret|token|passw(?:or)?d)\b\s*[:=]\s*['\"]?([^\s'\"]{12,})")),
]
SKIP_DIRS = {".git", "node_modules", "target", "dist", ".venv", "__pycache__"}


def redact(s: str) -> str:
    return s[:4] + "…" if len(s) > 4 else "…"


def scan_text(name: str, text: str):
    for n, line in enumerate(text.splitlines(), 1):
        for rule, rx in RULES:
            m = rx.search(line)
            if m:
                print(f"{name}:{n}  {rule}  {redact(m.group(m.lastindex or 0))}")


def scan_tree(root: Path):
    for dp, dns, fns in os.walk(root):
        dns[:] = [d for d in dns if d not in SKIP_DIRS]
        for fn in fns:
            p = Path(dp, fn)
            try:
                if p.stat().st_size > 2_000_000:
                    continue
                scan_text(str(p.relative_to(root)), p.read_text(errors="ignore"))
            except OSError:
                pass


def scan_history(root: Path):
    log = subprocess.run(["git", "-C", str(root), "log", "-p", "--all", "--no-color"],
                         capture_output=True, text=True, errors="ignore").stdout
    commit = "?"
    for line in log.splitlines():
        if line.startswith("commit "):
            commit = line[7:15]
        elif line.startswith("+") and not line.startswith("+++"):
            for rule, rx in RULES:
                m = rx.search(line)
                if m:
                    print(f"history@{commit}  {rule}  {redact(m.group(m.lastindex or 0))}")


HOOK = """#!/bin/sh
# installed by secret-leak-scanner (remove this file to disable)
git diff --cached --name-only --diff-filter=ACM | while read -r f; do
  python3 "{scanner}" --file "$f"
done | grep . && {{ echo "secret-leak-scanner: possible secrets staged; commit blocked"; exit 1; }}
exit 0
"""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", nargs="?", default=".")
    ap.add_argument("--history", action="store_true")
    ap.add_argument("--file")
    ap.add_argument("--install-hook", action="store_true")
    a = ap.parse_args()
    if a.install_hook:
        hook = Path(".git/hooks/pre-commit")
        if hook.exists():
            sys.exit("a pre-commit hook already exists; not overwriting")
        hook.write_text(HOOK.format(scanner=Path(__file__).resolve()))
        hook.chmod(hook.stat().st_mode | stat.S_IXUSR)
        print(f"installed {hook}")
        return
    if a.file:
        scan_text(a.file, Path(a.file).read_text(errors="ignore"))
        return
    scan_tree(Path(a.root))
    if a.history:
        scan_history(Path(a.root))


if __name__ == "__main__":
    main()
