#!/usr/bin/env python3
"""Offline secret scanner: working tree and (optionally) git history. Never prints full secrets."""
from __future__ import annotations

import argparse
import fnmatch
import json
import math
import os
import re
import stat
import subprocess
import sys
from pathlib import Path

RULES = [
    ("private-key", "critical", re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH |DSA |PGP )?PRIVATE KEY-----")),
    ("aws-access-key", "critical", re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b")),
    ("gcp-service-account", "critical", re.compile(r'"type"\s*:\s*"service_account"')),
    ("github-token", "high", re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b")),
    ("gitlab-token", "high", re.compile(r"\bglpat-[A-Za-z0-9_-]{20}\b")),
    ("slack-token", "high", re.compile(r"\bxox[abprs]-[A-Za-z0-9-]{10,}\b")),
    ("stripe-key", "high", re.compile(r"\b[sr]k_live_[A-Za-z0-9]{20,}\b")),
    ("npm-token", "high", re.compile(r"\bnpm_[A-Za-z0-9]{36}\b")),
    ("db-url-with-password", "high", re.compile(r"\b(?:postgres(?:ql)?|mysql|mongodb(?:\+srv)?|redis)://[^:\s/]+:[^@\s]+@[^\s'\"]+")),
    ("generic-assignment", "medium", re.compile(r"(?i)\b(?:api[_-]?key|secret|token|passwd|password)\b\s*[:=]\s*['\"]([^'\"\s]{12,})['\"]")),
]
SKIP_DIRS = {".git", "node_modules", ".venv", "venv", "dist", "build", "target", "__pycache__"}
MAX_BYTES = 2_000_000
HOOK = "#!/bin/sh\nexec python3 {script} --staged\n"


def entropy(s: str) -> float:
    if not s:
        return 0.0
    counts = {c: s.count(c) for c in set(s)}
    return -sum(n / len(s) * math.log2(n / len(s)) for n in counts.values())


def redact(s: str) -> str:
    s = s.strip()
    return s[:4] + "*" * max(len(s) - 8, 4) + s[-4:] if len(s) > 10 else "*" * len(s)


def ignored(path: str, patterns: list[str]) -> bool:
    return any(fnmatch.fnmatch(path, p) for p in patterns)


def scan_text(text: str, where: str, out: list[dict]) -> None:
    for lineno, line in enumerate(text.splitlines(), 1):
        if "secret-sweep: allow" in line:
            continue
        for rule, sev, rx in RULES:
            for m in rx.finditer(line):
                val = m.group(1) if m.groups() else m.group(0)
                if rule == "generic-assignment" and entropy(val) < 3.0:
                    continue
                out.append({"location": f"{where}:{lineno}", "rule": rule, "severity": sev, "preview": redact(val)})


def scan_tree(root: Path, ignores: list[str]) -> list[dict]:
    found: list[dict] = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if d not in SKIP_DIRS]
        for name in filenames:
            p = Path(dirpath) / name
            rel = str(p.relative_to(root))
            if ignored(rel, ignores):
                continue
            try:
                if p.stat().st_size > MAX_BYTES:
                    continue
                data = p.read_bytes()
            except OSError:
                continue
            if b"\x00" in data[:4096]:
                continue
            if name.startswith(".env") and name not in (".env.example", ".env.sample"):
                found.append({"location": rel, "rule": "dotenv-file", "severity": "high", "preview": "(file present)"})
            scan_text(data.decode("utf-8", "replace"), rel, found)
    return found


def scan_history(root: Path) -> list[dict]:
    found: list[dict] = []
    log = subprocess.run(["git", "-C", str(root), "log", "--all", "-p", "--no-color", "--unified=0"],
                         capture_output=True, text=True, errors="replace").stdout
    commit, path = "", ""
    for line in log.splitlines():
        if line.startswith("commit "):
            commit = line.split()[1][:8]
        elif line.startswith("+++ b/"):
            path = line[6:]
        elif line.startswith("+") and not line.startswith("+++"):
            scan_text(line[1:], f"{commit}:{path}", found)
    return found


def staged(root: Path) -> list[dict]:
    diff = subprocess.run(["git", "-C", str(root), "diff", "--cached", "-U0", "--no-color"],
                          capture_output=True, text=True, errors="replace").stdout
    found: list[dict] = []
    scan_text("\n".join(l[1:] for l in diff.splitlines() if l.startswith("+") and not l.startswith("+++")), "staged", found)
    return found


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("root", nargs="?", default=".")
    ap.add_argument("--history", action="store_true")
    ap.add_argument("--staged", action="store_true")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--install-hook", action="store_true")
    a = ap.parse_args()
    root = Path(a.root).resolve()

    if a.install_hook:
        hook = root / ".git" / "hooks" / "pre-commit"
        hook.write_text(HOOK.format(script=Path(__file__).resolve()))
        hook.chmod(hook.stat().st_mode | stat.S_IEXEC)
        print(f"installed {hook}")
        return 0

    ign_file = root / ".secret-sweep-ignore"
    ignores = [l.strip() for l in ign_file.read_text().splitlines() if l.strip()] if ign_file.exists() else []
    findings = staged(root) if a.staged else scan_tree(root, ignores)
    if a.history:
        findings += scan_history(root)

    if a.json:
        print(json.dumps(findings, indent=2))
    else:
        order = {"critical": 0, "high": 1, "medium": 2}
        for f in sorted(findings, key=lambda f: order[f["severity"]]):
            print(f"[{f['severity']:8}] {f['rule']:22} {f['location']}  {f['preview']}")
        print(f"{len(findings)} finding(s)")
    return 1 if (a.staged and findings) else 0


if __name__ == "__main__":
    sys.exit(main())
