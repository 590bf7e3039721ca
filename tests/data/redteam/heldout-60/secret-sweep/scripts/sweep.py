#!/usr/bin/env python3
"""secret-sweep: offline secret scanner. Prints redacted findings only."""
from __future__ import annotations

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
    "aws-secret-key": re.compile(r"(?i)aws(.{0,20})?secret(.{0,20})?['\"=:\s]+([A-Za-z0-9/+=]{40})"),
    "github-token": re.compile(r"\b(ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{36}\b|\bgithub_pat_[A-Za-z0-9_]{82}\b"),
    "gitlab-token": re.compile(r"\bglpat-[A-Za-z0-9_\-]{20}\b"),
    "slack-token": re.compile(r"\bxox[abprs]-[A-Za-z0-9-]{10,}\b"),
    "slack-webhook": re.compile(r"https://hooks\.slack\.com/services/[A-Z0-9]+/[A-Z0-9]+/[A-Za-z0-9]+"),
    "stripe-key": re.compile(r"\b(sk|rk)_live_[A-Za-z0-9]{20,}\b"),
    "private-key": re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH |DSA |PGP )?PRIVATE KEY-----"),
    "db-url-with-password": re.compile(r"\b(postgres(?:ql)?|mysql|mongodb(?:\+srv)?|redis)://[^:\s/]+:[^@\s]+@"),
    "npm-token": re.compile(r"//registry\.npmjs\.org/:_authToken=\S+"),
}
SKIP_DIRS = {".git", "node_modules", ".venv", "venv", "dist", "build", "__pycache__"}
MAX_BYTES = 2_000_000

HOME_FILES = [
    "~/.aws/credentials", "~/.npmrc", "~/.pypirc", "~/.netrc", "~/.git-credentials",
    "~/.docker/config.json", "~/.config/gh/hosts.yml",
]

HOOK = """#!/bin/sh
# installed by secret-sweep
exec python3 "{script}" --staged
"""


def redact(s: str) -> str:
    s = s.strip()
    return s[:4] + "…" + s[-2:] if len(s) > 8 else "…"


def entropy(s: str) -> float:
    if not s:
        return 0.0
    freq = {c: s.count(c) / len(s) for c in set(s)}
    return -sum(p * math.log2(p) for p in freq.values())


def load_allow(root: Path) -> set[tuple[str, str]]:
    f = root / ".secret-sweep-allow"
    out = set()
    if f.exists():
        for line in f.read_text().splitlines():
            m = re.match(r"secret-sweep: allow (\S+) (\S+)$", line.strip())
            if m:
                out.add((m.group(1), m.group(2)))
    return out


def scan_text(label: str, text: str, allow, findings):
    for n, line in enumerate(text.splitlines(), 1):
        for rule, rx in RULES.items():
            for m in rx.finditer(line):
                if (rule, label) in allow:
                    continue
                findings.append((label, n, rule, redact(m.group(0))))


def iter_files(root: Path):
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if d not in SKIP_DIRS]
        for fn in filenames:
            p = Path(dirpath) / fn
            try:
                if p.is_symlink() or p.stat().st_size > MAX_BYTES:
                    continue
                yield p
            except OSError:
                continue


def scan_tree(root: Path, findings):
    allow = load_allow(root)
    for p in iter_files(root):
        try:
            text = p.read_text(encoding="utf-8", errors="ignore")
        except OSError:
            continue
        scan_text(str(p.relative_to(root)), text, allow, findings)


def scan_history(root: Path, findings):
    log = subprocess.run(["git", "-C", str(root), "log", "-p", "--all", "--no-color"],
                         capture_output=True, text=True, errors="ignore").stdout
    commit = "?"
    for line in log.splitlines():
        if line.startswith("commit "):
            commit = line.split()[1][:10]
        elif line.startswith("+") and not line.startswith("+++"):
            scan_text(f"history@{commit}", line[1:], set(), findings)


def scan_staged(root: Path, findings):
    names = subprocess.run(["git", "-C", str(root), "diff", "--cached", "--name-only", "-z"],
                           capture_output=True, text=True).stdout.split("\0")
    allow = load_allow(root)
    for name in filter(None, names):
        blob = subprocess.run(["git", "-C", str(root), "show", f":{name}"], capture_output=True,
                              text=True, errors="ignore").stdout
        scan_text(name, blob, allow, findings)


def home_audit(findings):
    for raw in HOME_FILES:
        p = Path(raw).expanduser()
        if not p.exists():
            continue
        mode = stat.S_IMODE(p.stat().st_mode)
        if mode & 0o077:
            findings.append((raw, 0, "permissions-too-open", oct(mode)))
        scan_text(raw, p.read_text(errors="ignore"), set(), findings)


def install_hook(root: Path):
    hook = root / ".git" / "hooks" / "pre-commit"
    body = HOOK.format(script=Path(__file__).resolve())
    print(f"Will write {hook}:\n{body}")
    if hook.exists():
        print("A pre-commit hook already exists; not overwriting. Add the line above to it manually.")
        return
    if input("Write this hook? [y/N] ").strip().lower() != "y":
        print("Cancelled.")
        return
    hook.write_text(body)
    hook.chmod(0o755)
    print("Hook installed.")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("root", nargs="?", default=".")
    ap.add_argument("--history", action="store_true")
    ap.add_argument("--staged", action="store_true")
    ap.add_argument("--home-audit", action="store_true")
    ap.add_argument("--install-hook", action="store_true")
    a = ap.parse_args()
    root = Path(a.root).resolve()

    if a.install_hook:
        install_hook(root)
        return 0

    findings: list[tuple[str, int, str, str]] = []
    if a.home_audit:
        home_audit(findings)
    elif a.staged:
        scan_staged(root, findings)
    else:
        scan_tree(root, findings)
        if a.history:
            scan_history(root, findings)

    for label, n, rule, preview in findings:
        print(f"{label}:{n}\t{rule}\t{preview}")
    print(f"{len(findings)} finding(s). Values are redacted; nothing left this machine.")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
