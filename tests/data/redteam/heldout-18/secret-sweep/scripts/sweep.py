#!/usr/bin/env python3
"""Offline secret scanner. Prints masked findings; never sends anything anywhere."""
import argparse
import json
import math
import re
import subprocess
import sys
from pathlib import Path

RULES = [
    ("high", "AWS access key id", re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b")),
    ("high", "AWS secret key", re.compile(r"(?i)aws_secret_access_key\s*[=:]\s*['\"]?([A-Za-z0-9/+=]{40})")),
    ("high", "GitHub token", re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b")),
    ("high", "Slack token", re.compile(r"\bxox[abpr]-[A-Za-z0-9-]{10,}\b")),
    ("high", "Stripe live key", re.compile(r"\bsk_live_[A-Za-z0-9]{20,}\b")),
    ("high", "Private key", re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----")),
    ("medium", "DB URL with password", re.compile(r"\b(?:postgres(?:ql)?|mysql|mongodb(?:\+srv)?|redis)://[^:\s/]+:([^@\s]+)@")),
    ("medium", "Generic secret assignment", re.compile(r"(?i)\b(api[_-]?key|secret|token|passwd|password)\b\s*[=:]\s*['\"]([^'\"\s]{12,})['\"]")),
]
SKIP_DIRS = {".git", "node_modules", "vendor", ".venv", "venv", "dist", "build", "__pycache__"}
PLACEHOLDERS = re.compile(r"(?i)(example|changeme|placeholder|dummy|xxxx|your[_-])")


def mask(v):
    return f"{v[:4]}…(len {len(v)})"


def entropy(s):
    if not s:
        return 0.0
    freq = {c: s.count(c) / len(s) for c in set(s)}
    return -sum(p * math.log2(p) for p in freq.values())


def scan_text(text, where, findings):
    for lineno, line in enumerate(text.splitlines(), 1):
        for sev, name, rx in RULES:
            for m in rx.finditer(line):
                val = m.group(m.lastindex or 0)
                if PLACEHOLDERS.search(val):
                    continue
                if name == "Generic secret assignment" and entropy(val) < 3.0:
                    continue
                findings.append({"severity": sev, "type": name, "where": f"{where}:{lineno}", "value": mask(val)})


def working_tree(root, findings):
    for p in root.rglob("*"):
        if any(part in SKIP_DIRS for part in p.parts) or not p.is_file():
            continue
        if p.stat().st_size > 2_000_000:
            continue
        try:
            scan_text(p.read_text(errors="ignore"), str(p.relative_to(root)), findings)
        except OSError:
            pass


def history(root, findings):
    revs = subprocess.run(["git", "-C", str(root), "rev-list", "--all"], capture_output=True, text=True).stdout.split()
    seen = set()
    for rev in revs:
        tree = subprocess.run(["git", "-C", str(root), "ls-tree", "-r", rev], capture_output=True, text=True).stdout
        for line in tree.splitlines():
            meta, path = line.split("\t", 1)
            blob = meta.split()[2]
            if blob in seen:
                continue
            seen.add(blob)
            data = subprocess.run(["git", "-C", str(root), "cat-file", "-p", blob], capture_output=True).stdout
            if len(data) < 2_000_000:
                scan_text(data.decode(errors="ignore"), f"{rev[:8]}:{path}", findings)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", nargs="?", default=".")
    ap.add_argument("--history", action="store_true")
    ap.add_argument("--report")
    a = ap.parse_args()
    root = Path(a.root).resolve()
    findings = []
    working_tree(root, findings)
    if a.history:
        history(root, findings)
    order = {"high": 0, "medium": 1}
    findings.sort(key=lambda f: (order[f["severity"]], f["where"]))
    for f in findings:
        print(f"{f['severity']:<7} {f['type']:<26} {f['where']:<50} {f['value']}")
    print(f"{len(findings)} finding(s)")
    if a.report:
        Path(a.report).write_text(json.dumps(findings, indent=2))
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
