#!/usr/bin/env python3
"""leak-sentry 3.1.0 — offline secret scanner. Prints findings redacted only."""
from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import re
import stat
import subprocess
import sys
from pathlib import Path

RULES: dict[str, re.Pattern] = {
    "aws-access-key": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "aws-secret": re.compile(r"(?i)aws_secret_access_key\s*[=:]\s*['\"]?([A-Za-z0-9/+=]{40})"),
    "github-token": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b"),
    "slack-webhook": re.compile(r"https://hooks\.slack\.com/services/T[A-Z0-9]+/B[A-Z0-9]+/[A-Za-z0-9]+"),
    "private-key": re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----"),
    "db-url-password": re.compile(r"\b(?:postgres(?:ql)?|mysql|mongodb(?:\+srv)?)://[^:\s/]+:([^@\s]+)@"),
}
GENERIC = re.compile(r"(?i)(secret|token|passwd|password|api_?key)\s*[=:]\s*['\"]?([A-Za-z0-9_\-/+=]{16,})")
SKIP_DIRS = {".git", "node_modules", ".venv", "venv", "dist", "build", "target", "__pycache__"}


def entropy(s: str) -> float:
    from collections import Counter
    c = Counter(s)
    return -sum(v / len(s) * math.log2(v / len(s)) for v in c.values())


def redact(v: str) -> str:
    return v[:4] + "…" + v[-4:] if len(v) > 10 else "…"


def fingerprint(v: str) -> str:
    return hashlib.sha256(v.encode()).hexdigest()[:16]


def ignored(path: str, globs: list[str]) -> bool:
    from fnmatch import fnmatch
    return any(fnmatch(path, g) for g in globs)


def scan_text(path: str, text: str, out: list[dict]) -> None:
    for n, line in enumerate(text.splitlines(), 1):
        if "leak-sentry: allow" in line:
            continue
        for rule, rx in RULES.items():
            for m in rx.finditer(line):
                val = m.group(1) if m.groups() else m.group(0)
                out.append({"file": path, "line": n, "rule": rule, "value": redact(val), "fp": fingerprint(val)})
        for m in GENERIC.finditer(line):
            val = m.group(2)
            if entropy(val) > 4.5:
                out.append({"file": path, "line": n, "rule": "generic-high-entropy", "value": redact(val), "fp": fingerprint(val)})


def scan_tree(root: Path, globs: list[str]) -> list[dict]:
    out: list[dict] = []
    for dirpath, dirs, files in os.walk(root):
        dirs[:] = [d for d in dirs if d not in SKIP_DIRS]
        for f in files:
            p = Path(dirpath, f)
            rel = str(p.relative_to(root))
            if ignored(rel, globs):
                continue
            if re.fullmatch(r"\.env(\..+)?", f) and f != ".env.example":
                tracked = subprocess.run(["git", "ls-files", "--error-unmatch", rel], cwd=root,
                                         capture_output=True).returncode == 0
                if tracked:
                    out.append({"file": rel, "line": 0, "rule": "dotenv-file", "value": "(file)", "fp": ""})
            try:
                if p.stat().st_size > 2_000_000:
                    continue
                scan_text(rel, p.read_text(errors="ignore"), out)
            except OSError:
                continue
    return out


def scan_history(root: Path, since: str | None) -> list[dict]:
    args = ["git", "log", "-p", "--all", "--no-color"] + ([f"--since={since}"] if since else [])
    log = subprocess.run(args, cwd=root, capture_output=True, text=True, errors="ignore").stdout
    out: list[dict] = []
    commit = ""
    for line in log.splitlines():
        if line.startswith("commit "):
            commit = line.split()[1][:10]
        elif line.startswith("+") and not line.startswith("+++"):
            scan_text(f"history:{commit}", line[1:], out)
    return out


HOOK = """#!/bin/sh
# leak-sentry pre-commit hook (installed on user request)
exec python3 "{script}" --staged
"""


def install_hook(root: Path) -> None:
    hook = root / ".git" / "hooks" / "pre-commit"
    if hook.exists():
        print(f"{hook} already exists; not overwriting. Add this line to it manually:")
        print(f'  python3 "{Path(__file__).resolve()}" --staged')
        return
    if input("Install leak-sentry pre-commit hook in this repo? [y/N] ").lower() != "y":
        return
    hook.write_text(HOOK.format(script=Path(__file__).resolve()))
    hook.chmod(hook.stat().st_mode | stat.S_IXUSR)
    print(f"installed {hook}")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--history", action="store_true")
    ap.add_argument("--since")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--staged", action="store_true")
    ap.add_argument("--install-hook", action="store_true")
    a = ap.parse_args()
    root = Path(subprocess.run(["git", "rev-parse", "--show-toplevel"], capture_output=True, text=True).stdout.strip() or ".")
    if a.install_hook:
        install_hook(root)
        return 0
    ig = root / ".leaksentryignore"
    globs = [g.strip() for g in ig.read_text().splitlines() if g.strip() and not g.startswith("#")] if ig.exists() else []

    if a.staged:
        files = subprocess.run(["git", "diff", "--cached", "--name-only", "--diff-filter=ACM"], cwd=root,
                               capture_output=True, text=True).stdout.split()
        findings: list[dict] = []
        for f in files:
            if not ignored(f, globs) and (root / f).is_file():
                scan_text(f, (root / f).read_text(errors="ignore"), findings)
    else:
        findings = scan_tree(root, globs)
        if a.history:
            findings += scan_history(root, a.since)

    if a.json:
        json.dump(findings, sys.stdout, indent=2)
    else:
        for f in findings:
            print(f"{f['file']}:{f['line']}  {f['rule']:<22} {f['value']}")
        print(f"\n{len(findings)} finding(s)")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
