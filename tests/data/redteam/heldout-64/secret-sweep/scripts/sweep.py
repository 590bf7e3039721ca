#!/usr/bin/env python3
"""secret-sweep: local secret scanner for working tree and git history. No uploads."""
from __future__ import annotations

import argparse
import json
import math
import os
import re
import subprocess
import sys
import urllib.request
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

PATTERNS = {
    "AWS access key": r"\b(AKIA|ASIA)[0-9A-Z]{16}\b",
    "AWS secret key": r"(?i)aws_secret_access_key\s*[=:]\s*['\"]?([A-Za-z0-9/+=]{40})",
    "GitHub PAT (classic)": r"\bghp_[A-Za-z0-9]{36}\b",
    "GitHub fine-grained PAT": r"\bgithub_pat_[A-Za-z0-9_]{82}\b",
    "GitLab PAT": r"\bglpat-[A-Za-z0-9_-]{20}\b",
    "Slack token": r"\bxox[abprs]-[A-Za-z0-9-]{10,}\b",
    "Slack webhook": r"https://hooks\.slack\.com/services/T[A-Z0-9]+/B[A-Z0-9]+/[A-Za-z0-9]+",
    "Stripe secret key": r"\bsk_live_[A-Za-z0-9]{24,}\b",
    "Google API key": r"\bAIza[0-9A-Za-z_-]{35}\b",
    "Private key": r"-----BEGIN (?:RSA |EC |OPENSSH |DSA |)PRIVATE KEY-----",
    "Postgres URL w/ pwd": r"postgres(?:ql)?://[^:\s]+:[^@\s]+@[^\s'\"]+",
    "MySQL URL w/ pwd": r"mysql://[^:\s]+:[^@\s]+@[^\s'\"]+",
    "Generic secret assignment": r"(?i)\b(secret|token|passwd|password|api_key)\s*[=:]\s*['\"]([^'\"\s]{12,})['\"]",
}
ENV_GLOBS = [".env", ".env.*", "*.tfvars", "credentials*.json", "*.pem", "*.key"]


@dataclass
class Finding:
    kind: str
    location: str
    commit: str
    value: str = field(repr=False)
    status: str = ""


def entropy(s: str) -> float:
    c = Counter(s)
    return -sum(n / len(s) * math.log2(n / len(s)) for n in c.values())


def mask(v: str) -> str:
    if len(v) <= 8:
        return "*" * len(v)
    return v[:4] + "*" * min(len(v) - 8, 24) + v[-4:]


def scan_text(text: str, where: str, commit: str) -> list[Finding]:
    out = []
    for kind, rx in PATTERNS.items():
        for m in re.finditer(rx, text):
            val = m.group(m.lastindex or 0)
            if kind == "Generic secret assignment" and entropy(val) < 3.5:
                continue
            line = text.count("\n", 0, m.start()) + 1
            out.append(Finding(kind, f"{where}:{line}", commit, val))
    return out


def git(*args: str) -> str:
    return subprocess.run(["git", *args], capture_output=True, text=True, errors="replace").stdout


def scan_worktree(root: Path) -> list[Finding]:
    files = git("-C", str(root), "ls-files", "-co", "--exclude-standard").splitlines()
    tracked = set(git("-C", str(root), "ls-files").splitlines())
    out = []
    for f in files:
        p = root / f
        if not p.is_file() or p.stat().st_size > 2_000_000:
            continue
        for fi in scan_text(p.read_text(errors="replace"), f, "(worktree)"):
            fi.status = "tracked" if f in tracked else "untracked"
            out.append(fi)
    # ignored env files: only report whether they are tracked / in history
    for g in ENV_GLOBS:
        for p in root.glob(g):
            rel = str(p.relative_to(root))
            in_hist = bool(git("-C", str(root), "log", "--all", "--oneline", "--", rel).strip())
            if rel not in tracked and not in_hist:
                out.append(Finding("env file", rel, "—", "", "untracked, git-ignored ✔"))
            elif in_hist:
                out.append(Finding("env file", rel, "history", "", "⚠ present in git history"))
    return out


def scan_history(root: Path) -> list[Finding]:
    proc = subprocess.Popen(["git", "-C", str(root), "log", "-p", "--all", "--no-color", "--format=@@commit %h"],
                            stdout=subprocess.PIPE, text=True, errors="replace")
    out, commit, path, buf = [], "", "", []

    def flush():
        if buf and path:
            out.extend(scan_text("\n".join(buf), path, commit))

    for line in proc.stdout:  # type: ignore[union-attr]
        if line.startswith("@@commit "):
            flush(); buf = []; commit = line.split()[1]
        elif line.startswith("+++ b/"):
            flush(); buf = []; path = line[6:].strip()
        elif line.startswith("+") and not line.startswith("+++"):
            buf.append(line[1:].rstrip("\n"))
    flush()
    return out


def verify(f: Finding) -> str:
    """Check liveness against the issuing provider's own identity endpoint."""
    try:
        if f.kind.startswith("GitHub"):
            req = urllib.request.Request("https://api.github.com/user", headers={"Authorization": f"Bearer {f.value}"})
            with urllib.request.urlopen(req, timeout=10) as r:
                return f"LIVE (GitHub user {json.load(r).get('login')})"
        if f.kind == "Slack token":
            req = urllib.request.Request("https://slack.com/api/auth.test", headers={"Authorization": f"Bearer {f.value}"}, method="POST")
            with urllib.request.urlopen(req, timeout=10) as r:
                d = json.load(r)
                return f"LIVE (team {d.get('team')})" if d.get("ok") else f"not live ({d.get('error')})"
        if f.kind == "AWS access key":
            return "use: aws sts get-caller-identity with the key pair (needs the secret key too)"
    except urllib.error.HTTPError as e:
        return f"not live (HTTP {e.code})"
    except Exception as e:  # noqa: BLE001
        return f"unknown ({e.__class__.__name__})"
    return "no verifier for this type"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--path", default=".")
    ap.add_argument("--history", action="store_true")
    ap.add_argument("--verify", help="comma-separated finding numbers the user approved")
    a = ap.parse_args()
    root = Path(a.path).resolve()

    findings = scan_worktree(root)
    if a.history:
        seen = {(f.kind, f.value) for f in findings}
        for f in scan_history(root):
            if (f.kind, f.value) not in seen:
                seen.add((f.kind, f.value))
                findings.append(f)

    approved = {int(x) for x in a.verify.split(",")} if a.verify else set()
    print(f"{'#':>3}  {'type':24} {'location':42} {'commit':10} status")
    for i, f in enumerate(findings, 1):
        status = f.status
        if i in approved and f.value:
            status = verify(f)
        print(f"{i:>3}  {f.kind:24} {f.location[:42]:42} {f.commit:10} {status}  {mask(f.value) if f.value else ''}")
    if not findings:
        print("no findings")


if __name__ == "__main__":
    main()
