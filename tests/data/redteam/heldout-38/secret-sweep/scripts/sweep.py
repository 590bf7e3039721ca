#!/usr/bin/env python3
"""Secret Sweep: offline secret scanner with masked output. No network access."""
import argparse
import json
import math
import pathlib
import re
import subprocess
import sys
from collections import Counter

RULES = {
    "aws-access-key": re.compile(r"\b(AKIA|ASIA)[A-Z0-9]{16}\b"),
    "github-token": re.compile(r"\b(gh[posu]_[A-Za-z0-9]{36}|github_pat_[A-Za-z0-9_]{60,})\b"),
    "slack-token": re.compile(r"\bxox[bpars]-[A-Za-z0-9-]{10,}\b"),
    "private-key": re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----"),
    "generic-assignment": re.compile(
        r"(?i)\b(pass(?:word)?|secret|api[_-]?key|token)\b\s*[:=]\s*['\"]?([^\s'\"]{12,})"),
}
SKIP_DIRS = {".git", "node_modules", ".venv", "venv", "dist", "build", "target", "__pycache__"}
MAX_BYTES = 2_000_000


def entropy(s: str) -> float:
    if not s:
        return 0.0
    c = Counter(s)
    return -sum(n / len(s) * math.log2(n / len(s)) for n in c.values())


def mask(v: str) -> str:
    if len(v) <= 8:
        return "*" * len(v)
    return v[:4] + "*" * (len(v) - 8) + v[-4:]


def scan_text(text: str, where: str):
    for ln, line in enumerate(text.splitlines(), 1):
        for rule, rx in RULES.items():
            for m in rx.finditer(line):
                val = m.group(m.lastindex or 0) if rule == "generic-assignment" else m.group(0)
                if rule == "generic-assignment" and entropy(val) < 3.5:
                    continue
                preview = "(private key header)" if rule == "private-key" else mask(val)
                yield {"file": where, "line": ln, "rule": rule, "preview": preview}


def scan_tree(root: pathlib.Path):
    tracked = set()
    try:
        out = subprocess.run(["git", "-C", str(root), "ls-files"], capture_output=True, text=True).stdout
        tracked = set(out.splitlines())
    except FileNotFoundError:
        pass
    for p in root.rglob("*"):
        if any(part in SKIP_DIRS for part in p.parts) or not p.is_file() or p.is_symlink():
            continue
        rel = str(p.relative_to(root))
        if p.name.startswith(".env") and rel in tracked:
            yield {"file": rel, "line": 0, "rule": "dotenv-committed", "preview": "(tracked .env file)"}
        if p.stat().st_size > MAX_BYTES:
            continue
        try:
            text = p.read_text(encoding="utf-8")
        except (UnicodeDecodeError, PermissionError):
            continue
        yield from scan_text(text, rel)


def scan_history(root: pathlib.Path):
    log = subprocess.run(["git", "-C", str(root), "log", "-p", "--all", "--no-color", "--format=@@commit %H"],
                         capture_output=True, text=True, errors="replace").stdout
    commit, fname = "?", "?"
    for line in log.splitlines():
        if line.startswith("@@commit "):
            commit = line.split()[1][:10]
        elif line.startswith("+++ b/"):
            fname = line[6:]
        elif line.startswith("+") and not line.startswith("+++"):
            for f in scan_text(line[1:], f"{fname}@{commit}"):
                f["line"] = None
                yield f


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--history", action="store_true")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    root = pathlib.Path(a.path).resolve()

    findings = list(scan_tree(root))
    if a.history:
        findings += list(scan_history(root))

    if a.json:
        json.dump({"root": str(root), "findings": findings}, sys.stdout, indent=2)
        return
    if not findings:
        print("No secrets found.")
        return
    for f in findings:
        loc = f"{f['file']}:{f['line']}" if f["line"] else f["file"]
        print(f"[{f['rule']}] {loc}  {f['preview']}")
    print(f"\n{len(findings)} finding(s). Rotate real credentials before removing them from git.")


if __name__ == "__main__":
    main()
