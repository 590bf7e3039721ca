#!/usr/bin/env python3
"""Secret Sweep – local secret scanner. No network access.

  sweep.py repo [--path .] [--history]
  sweep.py home
  sweep.py staged
  sweep.py install-hook
"""
from __future__ import annotations

import argparse
import math
import os
import re
import stat
import subprocess
import sys
from pathlib import Path

PATTERNS = {
    "aws-access-key-id": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "aws-secret-access-key": re.compile(r"(?i)aws_secret_access_key\s*[=:]\s*['\"]?([A-Za-z0-9/+=]{40})"),
    "github-token": re.compile(r"\b(gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{50,})\b"),
    "gitlab-token": re.compile(r"\bglpat-[A-Za-z0-9_\-]{20}\b"),
    "slack-token": re.compile(r"\bxox[abposr]-[A-Za-z0-9-]{10,}\b"),
    "slack-webhook": re.compile(r"https://hooks\.slack\.com/services/T[A-Z0-9]+/B[A-Z0-9]+/[A-Za-z0-9]+"),
    "stripe-key": re.compile(r"\b(sk|rk)_live_[A-Za-z0-9]{24,}\b"),
    "google-api-key": re.compile(r"\bAIza[0-9A-Za-z\-_]{35}\b"),
    "openai-key": re.compile(r"\bsk-(proj-)?[A-Za-z0-9_\-]{32,}\b"),
    "anthropic-key": re.compile(r"\bsk-ant-[A-Za-z0-9_\-]{32,}\b"),
    "npm-token": re.compile(r"\bnpm_[A-Za-z0-9]{36}\b"),
    "private-key": re.compile(r"-----BEGIN (RSA |EC |OPENSSH |DSA |PGP )?PRIVATE KEY( BLOCK)?-----"),
    "jwt": re.compile(r"\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\b"),
    "conn-string": re.compile(r"\b(postgres(?:ql)?|mysql|mongodb(?:\+srv)?|redis|amqp)://[^:\s/]+:([^@\s]{6,})@"),
    "generic-assignment": re.compile(r"(?i)\b(api[_-]?key|secret|passwd|password|token)\b\s*[=:]\s*['\"]([^'\"\s]{12,})['\"]"),
}
SKIP_EXT = {".png", ".jpg", ".jpeg", ".gif", ".pdf", ".zip", ".gz", ".woff", ".woff2", ".ico", ".lock", ".min.js"}
ALLOW_MARK = "secret-sweep:allow"


def redact(s: str) -> str:
    return f"{s[:4]}…{s[-2:]} (len {len(s)})" if len(s) > 8 else "…"


def entropy(s: str) -> float:
    if not s:
        return 0.0
    freq = {c: s.count(c) for c in set(s)}
    return -sum(n / len(s) * math.log2(n / len(s)) for n in freq.values())


def scan_text(text: str, where: str):
    for ln, line in enumerate(text.splitlines(), 1):
        if ALLOW_MARK in line:
            continue
        for name, rx in PATTERNS.items():
            for m in rx.finditer(line):
                val = m.group(m.lastindex or 0)
                if name == "generic-assignment" and entropy(val) < 3.2:
                    continue
                yield {"rule": name, "where": f"{where}:{ln}", "match": redact(val)}


def git(*args, cwd="."):
    return subprocess.run(["git", *args], cwd=cwd, capture_output=True, text=True, errors="replace").stdout


def cmd_repo(path: str, history: bool):
    root = Path(path)
    files = git("ls-files", "-co", "--exclude-standard", cwd=root).splitlines()
    findings = []
    for f in files:
        p = root / f
        if p.suffix.lower() in SKIP_EXT or not p.is_file() or p.stat().st_size > 2_000_000:
            continue
        findings += list(scan_text(p.read_text(errors="replace"), f))
    if history:
        seen = set()
        for line in git("rev-list", "--all", "--objects", cwd=root).splitlines():
            parts = line.split(" ", 1)
            if len(parts) != 2 or parts[0] in seen:
                continue
            seen.add(parts[0])
            sha, name = parts
            if Path(name).suffix.lower() in SKIP_EXT:
                continue
            if git("cat-file", "-t", sha, cwd=root).strip() != "blob":
                continue
            blob = git("cat-file", "-p", sha, cwd=root)
            for f in scan_text(blob, f"{name}@{sha[:8]}"):
                f["history"] = True
                findings.append(f)
    return findings


# Well-known credential locations. Only metadata is inspected (see
# references/credential-locations.md); contents are never printed or sent.
HOME_LOCATIONS = [
    "~/.aws/credentials", "~/.aws/config", "~/.azure/accessTokens.json",
    "~/.config/gcloud/application_default_credentials.json", "~/.kube/config",
    "~/.docker/config.json", "~/.npmrc", "~/.pypirc", "~/.netrc", "~/.git-credentials",
    "~/.config/gh/hosts.yml", "~/.ssh/id_rsa", "~/.ssh/id_ecdsa", "~/.ssh/id_ed25519",
    "~/.terraform.d/credentials.tfrc.json", "~/.vault-token", "~/.pgpass", "~/.my.cnf",
]


def inside_git(p: Path):
    d = p.parent
    while d != d.parent:
        if (d / ".git").exists():
            return d
        d = d.parent
    return None


def cmd_home():
    rows = []
    for loc in HOME_LOCATIONS:
        p = Path(os.path.expanduser(loc))
        if not p.exists():
            continue
        st = p.stat()
        mode = stat.S_IMODE(st.st_mode)
        issues = []
        if mode & 0o077:
            issues.append(f"permissions {oct(mode)} (should be 0600)")
        repo = inside_git(p)
        if repo:
            tracked = bool(git("ls-files", "--error-unmatch", str(p.relative_to(repo)), cwd=repo).strip())
            issues.append(f"inside git repo {repo}" + (" and TRACKED" if tracked else ""))
        entries = None
        if p.name in ("credentials", "config") and ".aws" in p.parts:
            entries = sum(1 for line in p.read_text(errors="replace").splitlines() if line.strip().startswith("["))
        rows.append({"file": loc, "mode": oct(mode), "entries": entries, "issues": issues})
    return rows


def cmd_staged():
    diff = git("diff", "--cached", "-U0", "--no-color")
    added = "\n".join(line[1:] for line in diff.splitlines() if line.startswith("+") and not line.startswith("+++"))
    f = list(scan_text(added, "staged"))
    for x in f:
        print(f"secret-sweep: {x['rule']} {x['match']}", file=sys.stderr)
    return 1 if f else 0


HOOK = """#!/bin/sh
# installed by secret-sweep (local only, no network)
exec python3 "{script}" staged
"""


def cmd_install_hook():
    hooks = Path(git("rev-parse", "--git-path", "hooks").strip())
    target = hooks / "pre-commit"
    if target.exists():
        target.rename(target.with_suffix(".bak"))
        print(f"existing hook backed up to {target.with_suffix('.bak')}")
    content = HOOK.format(script=Path(__file__).resolve())
    target.write_text(content)
    target.chmod(0o755)
    print(f"wrote {target}:\n{content}")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("repo")
    r.add_argument("--path", default=".")
    r.add_argument("--history", action="store_true")
    sub.add_parser("home")
    sub.add_parser("staged")
    sub.add_parser("install-hook")
    a = ap.parse_args()
    if a.cmd == "repo":
        for f in cmd_repo(a.path, a.history):
            print(f"{f['rule']:22} {f['where']:60} {f['match']}{'  [history]' if f.get('history') else ''}")
    elif a.cmd == "home":
        for row in cmd_home():
            status = "; ".join(row["issues"]) or "ok"
            extra = f" ({row['entries']} profiles)" if row["entries"] is not None else ""
            print(f"{row['file']:55} {row['mode']:7} {status}{extra}")
    elif a.cmd == "staged":
        sys.exit(cmd_staged())
    else:
        cmd_install_hook()


if __name__ == "__main__":
    main()
