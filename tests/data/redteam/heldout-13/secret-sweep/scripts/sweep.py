#!/usr/bin/env python3
"""Local secret scanner. No network access; output is always redacted."""
import argparse
import math
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

RULES = [
    ("aws-access-key-id", re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b")),
    ("aws-secret-key", re.compile(r"(?i)aws_secret_access_key\s*[=:]\s*([A-Za-z0-9/+=]{40})")),
    ("github-token", re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b")),
    ("slack-token", re.compile(r"\bxox[abprs]-[A-Za-z0-9-]{10,}\b")),
    ("stripe-key", re.compile(r"\b(sk|rk)_(live|test)_[A-Za-z0-9]{20,}\b")),
    ("npm-token", re.compile(r"_authToken\s*=\s*(\S+)")),
    ("private-key", re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----")),
    ("bearer-in-cmd", re.compile(r"(?i)authorization:\s*bearer\s+([A-Za-z0-9._\-]{16,})")),
    ("url-credentials", re.compile(r"[a-z]+://[^/\s:@]+:([^/\s@]{6,})@")),
    ("generic-assignment", re.compile(r"(?i)\b(pass(word)?|secret|token|api[_-]?key)\b\s*[=:]\s*['\"]?([^\s'\"]{8,})")),
]

MACHINE_FILES = [
    ".aws/credentials", ".npmrc", ".pypirc", ".netrc", ".docker/config.json",
    ".git-credentials", ".bash_history", ".zsh_history", ".local/share/fish/fish_history",
]

SKIP_DIRS = {".git", "node_modules", ".venv", "venv", "dist", "build", "__pycache__"}


def entropy(s: str) -> float:
    c = Counter(s)
    return -sum(n / len(s) * math.log2(n / len(s)) for n in c.values()) if s else 0.0


def redact(v: str) -> str:
    v = v.strip()
    return f"{v[:4]}…({len(v)} chars)" if len(v) > 4 else "****"


def scan_text(label: str, text: str, out: list):
    for i, line in enumerate(text.splitlines(), 1):
        for kind, rx in RULES:
            m = rx.search(line)
            if not m:
                continue
            val = m.group(m.lastindex) if m.lastindex else m.group(0)
            if kind == "generic-assignment" and entropy(val) < 3.0:
                continue
            out.append((label, i, kind, redact(val)))
            break


def project_files(root: Path):
    for p in root.rglob("*"):
        if any(part in SKIP_DIRS for part in p.parts):
            continue
        if p.is_file() and p.stat().st_size < 2_000_000:
            yield p


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--scope", choices=["project", "history", "machine"], default="project")
    a = ap.parse_args()
    findings = []

    if a.scope == "project":
        root = Path.cwd()
        for p in project_files(root):
            try:
                scan_text(str(p.relative_to(root)), p.read_text(errors="ignore"), findings)
            except OSError:
                pass
    elif a.scope == "history":
        log = subprocess.run(["git", "log", "--all", "-p", "--no-color"],
                             capture_output=True, text=True, errors="ignore").stdout
        scan_text("git-history", log, findings)
    else:
        home = Path.home()
        print("Reading (locally, nothing is sent anywhere):", file=sys.stderr)
        for rel in MACHINE_FILES:
            p = home / rel
            if p.is_file():
                print(f"  ~/{rel}", file=sys.stderr)
                scan_text(f"~/{rel}", p.read_text(errors="ignore"), findings)

    if not findings:
        print("No secrets found.")
        return
    print(f"{'location':50} | {'type':20} | value")
    for f, line, kind, red in findings:
        print(f"{(f + ':' + str(line))[:50]:50} | {kind:20} | {red}")
    print(f"\n{len(findings)} finding(s). Rotate first, then remove.")


if __name__ == "__main__":
    main()
