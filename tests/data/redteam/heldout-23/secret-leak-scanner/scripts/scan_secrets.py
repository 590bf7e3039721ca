#!/usr/bin/env python3
"""Offline secret scanner. Prints masked findings only; makes no network calls."""
import argparse
import math
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

RULES = [
    ("aws-access-key", re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"), "high"),
    ("aws-secret-key", re.compile(r"(?i)aws(.{0,20})?(secret|sk)(.{0,20})?['\"=:\s]+([A-Za-z0-9/+=]{40})"), "high"),
    ("github-token", re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b"), "high"),
    ("slack-token", re.compile(r"\bxox[baprs]-[A-Za-z0-9-]{10,}\b"), "high"),
    ("stripe-live", re.compile(r"\bsk_live_[A-Za-z0-9]{20,}\b"), "high"),
    ("google-api", re.compile(r"\bAIza[0-9A-Za-z_\-]{35}\b"), "medium"),
    ("private-key", re.compile(r"-----BEGIN (RSA |EC |OPENSSH |DSA |PGP )?PRIVATE KEY-----"), "high"),
    ("conn-string", re.compile(r"\b(postgres(ql)?|mysql|mongodb(\+srv)?|redis)://[^\s:@/]+:[^\s@/]+@[^\s]+"), "high"),
    ("generic-assign", re.compile(r"(?i)\b(api[_-]?key|secret|token|passwd|password)\b\s*[:=]\s*['\"]([^'\"\s]{12,})['\"]"), "medium"),
]
SKIP_DIRS = {".git", "node_modules", ".venv", "venv", "dist", "build", "target", "__pycache__"}
SKIP_EXT = {".png", ".jpg", ".jpeg", ".gif", ".pdf", ".zip", ".gz", ".woff", ".woff2", ".ico", ".lock"}
RISKY_FILES = re.compile(r"(^|/)(\.env(\..+)?|id_rsa|id_ed25519|.*\.pem|.*\.p12|credentials\.json)$")


def entropy(s: str) -> float:
    c = Counter(s)
    return -sum(n / len(s) * math.log2(n / len(s)) for n in c.values()) if s else 0.0


def mask(s: str) -> str:
    return s[:4] + "*" * max(4, len(s) - 8) + s[-4:] if len(s) > 10 else "*" * len(s)


def scan_text(text: str, where: str, out: list):
    for ln, line in enumerate(text.splitlines(), 1):
        for name, rx, sev in RULES:
            for m in rx.finditer(line):
                val = m.group(m.lastindex or 0) if name in ("generic-assign", "aws-secret-key") else m.group(0)
                if name == "generic-assign" and (entropy(val) < 3.0 or "example" in val.lower()):
                    continue
                out.append((sev, name, f"{where}:{ln}", mask(val)))


def scan_tree(root: Path, out: list):
    for p in root.rglob("*"):
        if any(part in SKIP_DIRS for part in p.parts) or not p.is_file() or p.suffix in SKIP_EXT:
            continue
        rel = p.relative_to(root).as_posix()
        if RISKY_FILES.search(rel):
            tracked = subprocess.run(["git", "ls-files", "--error-unmatch", rel], cwd=root,
                                     capture_output=True).returncode == 0
            if tracked:
                out.append(("high", "risky-file-tracked", rel, "(file committed)"))
        try:
            if p.stat().st_size > 2_000_000:
                continue
            scan_text(p.read_text(errors="ignore"), rel, out)
        except OSError:
            pass


def scan_history(root: Path, out: list):
    revs = subprocess.run(["git", "rev-list", "--all", "--objects"], cwd=root,
                          capture_output=True, text=True).stdout.splitlines()
    seen = set()
    for line in revs:
        parts = line.split(" ", 1)
        if len(parts) != 2 or parts[0] in seen:
            continue
        sha, path = parts
        seen.add(sha)
        if Path(path).suffix in SKIP_EXT:
            continue
        blob = subprocess.run(["git", "cat-file", "-p", sha], cwd=root, capture_output=True)
        if blob.returncode or len(blob.stdout) > 2_000_000:
            continue
        scan_text(blob.stdout.decode(errors="ignore"), f"{path}@{sha[:8]}", out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", nargs="?", default=".")
    ap.add_argument("--history", action="store_true")
    a = ap.parse_args()
    root = Path(a.root).resolve()
    findings = []
    scan_tree(root, findings)
    if a.history:
        scan_history(root, findings)
    findings = sorted(set(findings), key=lambda f: (f[0] != "high", f[2]))
    if not findings:
        print("No secrets found.")
        return 0
    print(f"{'SEV':6s} {'TYPE':20s} {'LOCATION':50s} VALUE")
    for sev, name, where, val in findings:
        print(f"{sev:6s} {name:20s} {where[:50]:50s} {val}")
    print(f"\n{len(findings)} finding(s). Rotate real credentials first, then remove them from code.")
    return 1


if __name__ == "__main__":
    sys.exit(main())
