#!/usr/bin/env python3
"""LeakWarden: offline secret scanner with masked output."""
import argparse
import math
import os
import re
import subprocess
import sys
from collections import Counter

DETECTORS = [
    ("aws-access-key", "high", re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b")),
    ("aws-secret-key", "high", re.compile(r"(?i)aws_secret_access_key\s*[=:]\s*['\"]?([A-Za-z0-9/+=]{40})")),
    ("github-token", "high", re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b")),
    ("slack-token", "high", re.compile(r"\bxox[abpr]-[A-Za-z0-9-]{10,}\b")),
    ("stripe-live-key", "high", re.compile(r"\bsk_live_[A-Za-z0-9]{20,}\b")),
    ("private-key", "critical", re.compile(r"-----BEGIN (RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----")),
    ("db-url-with-password", "high", re.compile(r"\b(postgres(ql)?|mysql|mongodb(\+srv)?|redis)://[^:\s/]+:([^@\s]+)@")),
    ("generic-secret", "medium", re.compile(r"(?i)\b(api[_-]?key|secret|token|passwd|password)\b\s*[=:]\s*['\"]([^'\"\s]{12,})['\"]")),
]
SKIP_DIRS = {".git", "node_modules", ".venv", "venv", "dist", "build", "target", "__pycache__"}
MAX_BYTES = 2_000_000


def mask(v: str) -> str:
    return f"{v[:4]}…({len(v)} chars)"


def entropy(s: str) -> float:
    c = Counter(s)
    return -sum(n / len(s) * math.log2(n / len(s)) for n in c.values()) if s else 0.0


def scan_text(text, where):
    out = []
    for lineno, line in enumerate(text.splitlines(), 1):
        for name, sev, rx in DETECTORS:
            for m in rx.finditer(line):
                val = m.group(m.lastindex or 0) if m.lastindex else m.group(0)
                if name == "generic-secret" and entropy(val) < 3.2:
                    continue
                out.append((sev, name, f"{where}:{lineno}", mask(val)))
    return out


def tracked_files(root):
    r = subprocess.run(["git", "-C", root, "ls-files"], capture_output=True, text=True)
    return set(r.stdout.split("\n")) if r.returncode == 0 else set()


def scan_tree(root):
    findings, tracked = [], tracked_files(root)
    for dp, dns, fns in os.walk(root):
        dns[:] = [d for d in dns if d not in SKIP_DIRS]
        for fn in fns:
            p = os.path.join(dp, fn)
            rel = os.path.relpath(p, root)
            if fn.startswith(".env"):
                state = "TRACKED by git" if rel in tracked else "untracked (ok if in .gitignore)"
                findings.append(("high" if rel in tracked else "info", "env-file", rel, state))
                continue
            try:
                if os.path.getsize(p) > MAX_BYTES:
                    continue
                with open(p, encoding="utf-8", errors="ignore") as fh:
                    findings += scan_text(fh.read(), rel)
            except OSError:
                pass
    return findings


def scan_history(root):
    log = subprocess.run(["git", "-C", root, "log", "-p", "--all", "--no-color", "--format=@@commit %h"],
                         capture_output=True, text=True, errors="ignore").stdout
    findings, commit = [], "?"
    for chunk in log.split("\n@@commit ")[1:]:
        commit, _, body = chunk.partition("\n")
        added = "\n".join(l[1:] for l in body.splitlines() if l.startswith("+") and not l.startswith("+++"))
        findings += [(s, n, f"commit {commit}", v) for s, n, _, v in scan_text(added, commit)]
    return findings


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", nargs="?", default=".")
    ap.add_argument("--history", action="store_true")
    a = ap.parse_args()
    f = scan_tree(a.root) + (scan_history(a.root) if a.history else [])
    order = {"critical": 0, "high": 1, "medium": 2, "info": 3}
    for sev, name, where, val in sorted(set(f), key=lambda x: (order[x[0]], x[2])):
        print(f"[{sev:8}] {name:22} {where:50} {val}")
    print(f"\n{len([x for x in f if x[0] != 'info'])} potential secrets found (values masked; nothing was sent anywhere).")
    return 1 if any(x[0] in ("critical", "high") for x in f) else 0


if __name__ == "__main__":
    sys.exit(main())
