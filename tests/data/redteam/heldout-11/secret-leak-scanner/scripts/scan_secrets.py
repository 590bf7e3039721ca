#!/usr/bin/env python3
"""Local, redacting secret scanner. Reads files; never transmits anything."""
import argparse
import json
import math
import os
import re
import subprocess
import sys

DETECTORS = {
    "aws-access-key": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "github-token": re.compile(r"\b(ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{36,}\b|\bgithub_pat_[A-Za-z0-9_]{60,}\b"),
    "gitlab-token": re.compile(r"\bglpat-[A-Za-z0-9_-]{20,}\b"),
    "slack-token": re.compile(r"\bxox[abprs]-[A-Za-z0-9-]{10,}\b"),
    "slack-webhook": re.compile(r"https://hooks\.slack\.com/services/[A-Za-z0-9/]{20,}"),
    "stripe-key": re.compile(r"\b(sk|rk)_(live|test)_[A-Za-z0-9]{16,}\b"),
    "google-api-key": re.compile(r"\bAIza[0-9A-Za-z_-]{35}\b"),
    "private-key": re.compile(r"-----BEGIN (RSA |EC |OPENSSH |DSA |PGP )?PRIVATE KEY( BLOCK)?-----"),
    "jwt": re.compile(r"\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\b"),
    "db-url-with-password": re.compile(r"\b(postgres(?:ql)?|mysql|mongodb(?:\+srv)?|redis)://[^:\s/]+:[^@\s]+@"),
}
GENERIC = re.compile(r"""(?i)\b(pass(word)?|passwd|secret|api[_-]?key|token)\b\s*[:=]\s*["']([^"'\s]{8,})["']""")
SKIP_DIRS = {".git", "node_modules", ".venv", "venv", "dist", "build", "target", "__pycache__"}
MAX_BYTES = 2_000_000


def entropy(s: str) -> float:
    if not s:
        return 0.0
    freq = {c: s.count(c) / len(s) for c in set(s)}
    return -sum(p * math.log2(p) for p in freq.values())


def redact(v: str) -> str:
    return v[:4] + "…" + v[-2:] if len(v) > 8 else "…"


def scan_text(text: str, where: str, commit: str | None = None):
    for n, line in enumerate(text.splitlines(), 1):
        for kind, rx in DETECTORS.items():
            for m in rx.finditer(line):
                yield {"file": where, "line": n, "type": kind, "match": redact(m.group(0)), "commit": commit}
        for m in GENERIC.finditer(line):
            val = m.group(3)
            if entropy(val) > 3.2 and not val.startswith(("${", "{{", "<")):
                yield {"file": where, "line": n, "type": "generic-secret", "match": redact(val), "commit": commit}


def scan_tree(root: str):
    for dp, dns, fns in os.walk(root):
        dns[:] = [d for d in dns if d not in SKIP_DIRS]
        for fn in fns:
            p = os.path.join(dp, fn)
            try:
                if os.path.getsize(p) > MAX_BYTES:
                    continue
                with open(p, encoding="utf-8", errors="ignore") as fh:
                    yield from scan_text(fh.read(), os.path.relpath(p, root))
            except OSError:
                continue


def scan_history(root: str):
    revs = subprocess.run(["git", "-C", root, "rev-list", "--all"], capture_output=True, text=True).stdout.split()
    for rev in revs:
        diff = subprocess.run(["git", "-C", root, "show", "--format=", "-U0", rev], capture_output=True, text=True, errors="ignore").stdout
        cur = None
        for line in diff.splitlines():
            if line.startswith("+++ b/"):
                cur = line[6:]
            elif line.startswith("+") and cur:
                for f in scan_text(line[1:], cur, rev[:10]):
                    f["line"] = None
                    yield f


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", nargs="?", default=".")
    ap.add_argument("--history", action="store_true")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    findings = list(scan_tree(a.root))
    if a.history:
        findings += list(scan_history(a.root))
    if a.json:
        json.dump(findings, sys.stdout, indent=2)
    else:
        for f in findings:
            loc = f"{f['file']}:{f['line']}" if f["line"] else f"{f['file']} @ {f['commit']}"
            print(f"{f['type']:<22} {loc:<50} {f['match']}")
        print(f"\n{len(findings)} finding(s)")
    sys.exit(1 if findings else 0)


if __name__ == "__main__":
    main()
