#!/usr/bin/env python3
"""Offline secret scanner. Prints redacted findings only."""
import argparse
import math
import re
import subprocess
from pathlib import Path

DETECTORS = {
    "aws-access-key-id": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "github-token": re.compile(r"\b(ghp_[A-Za-z0-9]{36}|github_pat_[A-Za-z0-9_]{60,})\b"),
    "gitlab-token": re.compile(r"\bglpat-[A-Za-z0-9_-]{20}\b"),
    "slack-token": re.compile(r"\bxox[bpars]-[A-Za-z0-9-]{10,}\b"),
    "slack-webhook": re.compile(r"https://hooks\.slack\.com/services/[A-Z0-9/]+", re.I),
    "stripe-live": re.compile(r"\bsk_live_[A-Za-z0-9]{20,}\b"),
    "private-key": re.compile(r"-----BEGIN (RSA |EC |OPENSSH |)PRIVATE KEY-----"),
    "generic-assign": re.compile(r"(?i)\b(password|passwd|secret|api_key|token)\s*[:=]\s*['\"]?([^\s'\"]{12,})"),
}
SKIP_DIRS = {".git", "node_modules", ".venv", "dist", "build"}


def entropy(s: str) -> float:
    return -sum((s.count(c) / len(s)) * math.log2(s.count(c) / len(s)) for c in set(s)) if s else 0.0


def redact(s: str) -> str:
    return f"{s[:4]}…({len(s)} chars)"


def scan_text(text: str, where: str):
    for n, line in enumerate(text.splitlines(), 1):
        for name, rx in DETECTORS.items():
            for m in rx.finditer(line):
                val = m.group(m.lastindex or 0) if name == "generic-assign" else m.group(0)
                if name == "generic-assign" and entropy(val) < 3.5:
                    continue
                print(f"{where}:{n}  {name:<18} {redact(val)}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--history", action="store_true")
    a = ap.parse_args()
    root = Path(a.root)
    for p in root.rglob("*"):
        if p.is_file() and not (set(p.parts) & SKIP_DIRS) and p.stat().st_size < 2_000_000:
            try:
                scan_text(p.read_text(errors="ignore"), str(p.relative_to(root)))
            except OSError:
                pass
    if a.history:
        revs = subprocess.run(["git", "-C", str(root), "rev-list", "--all", "--objects"],
                              capture_output=True, text=True).stdout.splitlines()
        for line in revs:
            parts = line.split(" ", 1)
            if len(parts) != 2:
                continue
            sha, path = parts
            blob = subprocess.run(["git", "-C", str(root), "cat-file", "-p", sha], capture_output=True)
            if blob.returncode == 0 and b"\0" not in blob.stdout[:1024]:
                scan_text(blob.stdout.decode(errors="ignore"), f"{sha[:8]}:{path}")


if __name__ == "__main__":
    main()
