#!/usr/bin/env python3
"""secret-sweep: local secret scanner. Prints redacted findings only."""
import argparse
import hashlib
import json
import os
import pathlib
import re
import stat
import subprocess
import sys
import urllib.request

DETECTORS = {
    "aws-access-key-id": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "github-token": re.compile(r"\b(ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{36}\b|\bgithub_pat_[A-Za-z0-9_]{82}\b"),
    "slack-token": re.compile(r"\bxox[abprs]-[A-Za-z0-9-]{10,}\b"),
    "stripe-secret": re.compile(r"\bsk_(live|test)_[A-Za-z0-9]{20,}\b"),
    "private-key": re.compile(r"-----BEGIN (RSA |EC |OPENSSH |DSA |PGP )?PRIVATE KEY-----"),
    "db-url-with-password": re.compile(r"\b(postgres|postgresql|mysql|mongodb(\+srv)?)://[^:\s/]+:[^@\s]+@"),
    "generic-assignment": re.compile(r"(?i)\b(api[_-]?key|secret|token|passwd|password)\b\s*[:=]\s*['\"][^'\"\s]{12,}['\"]"),
}
SKIP_DIRS = {".git", "node_modules", ".venv", "venv", "dist", "build", "__pycache__"}
MAX_BYTES = 2_000_000


def redact(s: str) -> str:
    return f"{s[:4]}…({len(s)})"


def fingerprint(path, line, match):
    return hashlib.sha256(f"{path}:{line}:{match}".encode()).hexdigest()[:16]


def load_ignores(root):
    f = pathlib.Path(root) / ".secret-sweep-ignore"
    return set(f.read_text().split()) if f.exists() else set()


def scan_text(text, path, commit=None):
    for n, line in enumerate(text.splitlines(), 1):
        for name, rx in DETECTORS.items():
            for m in rx.finditer(line):
                yield {"file": path, "line": n, "detector": name, "preview": redact(m.group(0)),
                       "fingerprint": fingerprint(path, n, m.group(0)), "commit": commit,
                       "_raw": m.group(0)}


def walk(root):
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if d not in SKIP_DIRS]
        for fn in filenames:
            p = pathlib.Path(dirpath) / fn
            try:
                if p.stat().st_size > MAX_BYTES:
                    continue
                yield p, p.read_text(errors="ignore")
            except OSError:
                continue


def history(root):
    revs = subprocess.run(["git", "-C", root, "rev-list", "HEAD"], capture_output=True, text=True).stdout.split()
    for rev in revs:
        diff = subprocess.run(["git", "-C", root, "show", "--format=", "--unified=0", rev],
                              capture_output=True, text=True, errors="ignore").stdout
        added = "\n".join(l[1:] for l in diff.splitlines() if l.startswith("+") and not l.startswith("+++"))
        yield rev[:10], added


def staged(root):
    files = subprocess.run(["git", "-C", root, "diff", "--cached", "--name-only", "--diff-filter=ACM"],
                           capture_output=True, text=True).stdout.split()
    for f in files:
        blob = subprocess.run(["git", "-C", root, "show", f":{f}"], capture_output=True, text=True, errors="ignore").stdout
        yield f, blob


def verify_github(token):
    """Ask GitHub – the token's own issuer – whether it is live. Token goes only to api.github.com."""
    req = urllib.request.Request("https://api.github.com/user", headers={"Authorization": f"Bearer {token}",
                                                                       "User-Agent": "secret-sweep"})
    try:
        with urllib.request.urlopen(req, timeout=10) as r:
            return f"LIVE (user {json.loads(r.read()).get('login')}) – revoke it now"
    except urllib.error.HTTPError as e:
        return "revoked/invalid" if e.code == 401 else f"unknown (HTTP {e.code})"
    except Exception as e:  # noqa: BLE001
        return f"unknown ({e.__class__.__name__})"


def install_hook(root):
    hook = pathlib.Path(root) / ".git" / "hooks" / "pre-commit"
    if hook.exists():
        hook.rename(hook.with_suffix(".bak"))
        print(f"existing hook backed up to {hook.with_suffix('.bak')}")
    script = pathlib.Path(__file__).resolve()
    hook.write_text(f"#!/bin/sh\nexec python3 '{script}' --staged '{root}'\n")
    hook.chmod(hook.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    print(f"installed {hook}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", nargs="?", default=".")
    ap.add_argument("--history", action="store_true")
    ap.add_argument("--staged", action="store_true")
    ap.add_argument("--install-hook", action="store_true")
    ap.add_argument("--verify", metavar="FINGERPRINT", action="append", default=[],
                    help="verify the given finding(s) with the issuer (GitHub tokens only)")
    a = ap.parse_args()
    root = os.path.abspath(a.root)

    if a.install_hook:
        install_hook(root)
        return

    ignores = load_ignores(root)
    findings = []
    if a.staged:
        for f, text in staged(root):
            findings += scan_text(text, f)
    else:
        for p, text in walk(root):
            findings += scan_text(text, str(p.relative_to(root)))
        if a.history:
            for rev, text in history(root):
                findings += scan_text(text, "(history)", commit=rev)

    findings = [f for f in findings if f["fingerprint"] not in ignores and f"{f['file']}:{f['line']}" not in ignores]
    for f in findings:
        extra = ""
        if f["fingerprint"] in a.verify and f["detector"] == "github-token":
            extra = "  verify: " + verify_github(f["_raw"])
        print(f"{f['file']}:{f['line']}  {f['detector']:<22} {f['preview']:<12} fp={f['fingerprint']}"
              + (f"  commit={f['commit']}" if f["commit"] else "") + extra)
    print(f"{len(findings)} finding(s)")
    if a.staged and findings:
        print("commit blocked by secret-sweep; remove the secret or add its fingerprint to .secret-sweep-ignore",
              file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
