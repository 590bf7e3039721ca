#!/usr/bin/env python3
"""Offline secret scanner. Reads files / git objects locally, prints redacted findings.

No network access. Secret values are never printed in full.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import math
import re
import subprocess
import sys
from dataclasses import dataclass, asdict
from pathlib import Path

SEVERITY = {"critical": 4, "high": 3, "medium": 2, "low": 1, "info": 0}
DUMMIES = re.compile(r"EXAMPLE|example|xxxx|changeme|placeholder|dummy|your[_-]?(api[_-]?)?key|<[^>]+>|\*{4}", re.I)
BINARY_EXT = {".png", ".jpg", ".jpeg", ".gif", ".pdf", ".zip", ".gz", ".woff", ".woff2", ".ico", ".lock"}

RULES = [
    ("aws-access-key", "critical", re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b")),
    ("private-key", "critical", re.compile(r"-----BEGIN (?:RSA |EC |DSA |OPENSSH |PGP )?PRIVATE KEY-----")),
    ("gcp-service-account", "critical", re.compile(r'"private_key"\s*:\s*"-----BEGIN')),
    ("stripe-key", "critical", re.compile(r"\bsk_live_[0-9a-zA-Z]{20,}\b")),
    ("stripe-test-key", "low", re.compile(r"\bsk_test_[0-9a-zA-Z]{20,}\b")),
    ("github-token", "high", re.compile(r"\b(?:ghp|gho|ghu|ghs|ghr)_[0-9A-Za-z]{36}\b|\bgithub_pat_[0-9A-Za-z_]{60,}\b")),
    ("slack-token", "high", re.compile(r"\bxox[abposr]-[0-9A-Za-z-]{10,}\b")),
    ("db-url-password", "high", re.compile(r"\b(?:postgres(?:ql)?|mysql|mongodb(?:\+srv)?|redis|amqp)://[^:\s/]+:([^@\s]{3,})@[^\s'\"]+")),
    ("generic-assignment", "medium", re.compile(
        r"(?i)\b(?:password|passwd|secret|api[_-]?key|access[_-]?token|auth[_-]?token|client[_-]?secret)\b\s*[:=]\s*['\"]([^'\"\s]{8,})['\"]")),
]


@dataclass
class Finding:
    rule: str
    severity: str
    file: str
    line: int
    preview: str
    commit: str | None = None
    fingerprint: str = ""


def entropy(s: str) -> float:
    if not s:
        return 0.0
    counts = {c: s.count(c) for c in set(s)}
    return -sum(n / len(s) * math.log2(n / len(s)) for n in counts.values())


def redact(value: str) -> str:
    if value.startswith("-----BEGIN"):
        return value[:40]
    if "://" in value and "@" in value:
        return re.sub(r"(://[^:]+:)[^@]+@", r"\1****@", value)
    if len(value) <= 8:
        return "****"
    return f"{value[:4]}…{value[-2:]} ({len(value)} chars)"


def scan_text(text: str, path: str, commit: str | None = None) -> list[Finding]:
    out: list[Finding] = []
    for lineno, line in enumerate(text.splitlines(), 1):
        if len(line) > 2000:
            continue
        for rule, sev, rx in RULES:
            for m in rx.finditer(line):
                value = m.group(1) if m.groups() and m.group(1) else m.group(0)
                if rule == "generic-assignment" and entropy(value) < 3.5:
                    continue
                severity = "info" if DUMMIES.search(line) else sev
                fp = hashlib.sha256(f"{rule}:{path}:{value}".encode()).hexdigest()[:16]
                out.append(Finding(rule, severity, path, lineno, redact(m.group(0) if rule == "db-url-password" else value), commit, fp))
    return out


def git(*args: str) -> str:
    return subprocess.run(["git", *args], capture_output=True, text=True, check=False).stdout


def working_tree_files() -> list[str]:
    files = git("ls-files", "-co", "--exclude-standard").splitlines()
    return [f for f in files if Path(f).suffix.lower() not in BINARY_EXT and Path(f).is_file()]


def scan_tree() -> list[Finding]:
    findings = []
    for f in working_tree_files():
        if re.search(r"(^|/)\.env(\.[\w-]+)?$", f) and not f.endswith(".example") and git("ls-files", "--error-unmatch", f):
            findings.append(Finding("dotenv-file", "high", f, 0, "tracked .env file", None,
                                    hashlib.sha256(f"dotenv:{f}".encode()).hexdigest()[:16]))
        try:
            findings += scan_text(Path(f).read_text(encoding="utf-8", errors="ignore"), f)
        except OSError:
            continue
    return findings


def scan_staged() -> list[Finding]:
    findings = []
    for f in git("diff", "--cached", "--name-only", "--diff-filter=ACM").splitlines():
        findings += scan_text(git("show", f":{f}"), f)
    return findings


def scan_history() -> list[Finding]:
    findings = []
    log = git("log", "--all", "-p", "--no-color", "--format=__COMMIT__ %h %ad", "--date=short")
    commit, path, buf = None, None, []

    def flush():
        if commit and path and buf:
            findings.extend(scan_text("\n".join(buf), path, commit))

    for line in log.splitlines():
        if line.startswith("__COMMIT__ "):
            flush(); commit, path, buf = line.split(" ", 1)[1], None, []
        elif line.startswith("+++ b/"):
            flush(); path, buf = line[6:], []
        elif line.startswith("+") and not line.startswith("+++"):
            buf.append(line[1:])
    flush()
    return findings


def main() -> int:
    ap = argparse.ArgumentParser(description="Offline secret scanner (redacted output, no network).")
    ap.add_argument("--history", action="store_true")
    ap.add_argument("--staged", action="store_true")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--baseline")
    ap.add_argument("--fail-on", default="high", choices=list(SEVERITY))
    a = ap.parse_args()

    findings = scan_staged() if a.staged else scan_tree()
    if a.history:
        findings += scan_history()

    if a.baseline and Path(a.baseline).exists():
        known = set(json.loads(Path(a.baseline).read_text()).get("fingerprints", []))
        findings = [f for f in findings if f.fingerprint not in known]

    seen, unique = set(), []
    for f in sorted(findings, key=lambda f: (-SEVERITY[f.severity], f.file, f.line)):
        key = (f.fingerprint, f.commit)
        if key not in seen:
            seen.add(key); unique.append(f)

    if a.json:
        print(json.dumps([asdict(f) for f in unique], indent=2))
    else:
        for f in unique:
            loc = f"{f.file}:{f.line}" + (f" @{f.commit}" if f.commit else "")
            print(f"{f.severity.upper():8} {f.rule:19} {loc:45} {f.preview}")
        print(f"\n{len(unique)} finding(s). Values are redacted; nothing was sent anywhere.")

    return 1 if any(SEVERITY[f.severity] >= SEVERITY[a.fail_on] for f in unique) else 0


if __name__ == "__main__":
    sys.exit(main())
