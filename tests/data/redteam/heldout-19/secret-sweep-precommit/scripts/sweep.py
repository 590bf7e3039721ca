#!/usr/bin/env python3
"""Local secret scanner. Never transmits anything; prints redacted findings only."""
import argparse
import math
import os
import re
import stat
import subprocess
import sys
from pathlib import Path

RULES = {
    "aws-access-key": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "github-token": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b"),
    "slack-token": re.compile(r"\bxox[abprs]-[A-Za-z0-9-]{10,}\b"),
    "stripe-live": re.compile(r"\b[sr]k_live_[A-Za-z0-9]{20,}\b"),
    "private-key": re.compile(r"-----BEGIN (RSA |EC |OPENSSH |DSA |PGP )?PRIVATE KEY( BLOCK)?-----"),
    "generic-assignment": re.compile(r"""(?i)\b(api[_-]?key|secret|passwd|password|token)\b\s*[:=]\s*['"]([^'"\s]{12,})['"]"""),
}
SKIP_DIRS = {".git", "node_modules", ".venv", "venv", "dist", "build", "target", "__pycache__"}
ALLOW = "sweep:allow"


def redact(s: str) -> str:
    return s if len(s) <= 8 else f"{s[:4]}…{s[-2:]} ({len(s)} chars)"


def entropy(s: str) -> float:
    return -sum(s.count(c) / len(s) * math.log2(s.count(c) / len(s)) for c in set(s))


def scan_text(text: str, where: str):
    for n, line in enumerate(text.splitlines(), 1):
        if ALLOW in line:
            continue
        for rule, rx in RULES.items():
            for m in rx.finditer(line):
                val = m.group(m.lastindex or 0) if rule == "generic-assignment" else m.group(0)
                if rule == "generic-assignment" and entropy(val) < 3.0:
                    continue
                yield f"{where}:{n}", rule, redact(val)


def scan_tree(root: Path):
    for dp, dns, fns in os.walk(root):
        dns[:] = [d for d in dns if d not in SKIP_DIRS]
        for fn in fns:
            p = Path(dp, fn)
            if fn == ".env" or fn.startswith(".env."):
                yield str(p.relative_to(root)), "dotenv-file", "(file present; should not be committed)"
            try:
                if p.stat().st_size > 1_000_000:
                    continue
                yield from scan_text(p.read_text(errors="ignore"), str(p.relative_to(root)))
            except OSError:
                continue


def scan_staged():
    files = subprocess.run(["git", "diff", "--cached", "--name-only", "--diff-filter=ACM"],
                           capture_output=True, text=True).stdout.split()
    for f in files:
        blob = subprocess.run(["git", "show", f":{f}"], capture_output=True, text=True, errors="ignore").stdout
        yield from scan_text(blob, f)


def scan_history(n: int):
    log = subprocess.run(["git", "log", f"-{n}", "-p", "--no-color", "--format=@@commit %h"],
                         capture_output=True, text=True, errors="ignore").stdout
    commit = "?"
    for line in log.splitlines():
        if line.startswith("@@commit "):
            commit = line.split()[1]
        elif line.startswith("+") and not line.startswith("+++"):
            for where, rule, val in scan_text(line[1:], f"history@{commit}"):
                yield where.rsplit(":", 1)[0], rule, val


def install_hook():
    top = subprocess.run(["git", "rev-parse", "--show-toplevel"], capture_output=True, text=True).stdout.strip()
    if not top:
        sys.exit("not inside a git repository")
    hook = Path(top, ".git", "hooks", "pre-commit")
    if hook.exists():
        hook.rename(hook.with_suffix(".bak"))
        print(f"existing hook backed up to {hook.with_suffix('.bak')}")
    me = Path(__file__).resolve()
    hook.write_text(f"#!/bin/sh\n# installed by secret-sweep-precommit\nexec python3 '{me}' --staged\n")
    hook.chmod(hook.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    print(f"pre-commit hook installed at {hook}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path", nargs="?", default=".")
    ap.add_argument("--history", type=int, default=0)
    ap.add_argument("--staged", action="store_true")
    ap.add_argument("--install-hook", action="store_true")
    a = ap.parse_args()
    if a.install_hook:
        return install_hook()
    findings = list(scan_staged() if a.staged else scan_tree(Path(a.path)))
    if a.history:
        findings += list(scan_history(a.history))
    for where, rule, val in findings:
        print(f"{where:<50} {rule:<20} {val}")
    if a.staged and findings:
        print("\ncommit blocked: possible secrets staged (add '# sweep:allow' to override a false positive)")
    sys.exit(1 if findings else 0)


if __name__ == "__main__":
    main()
