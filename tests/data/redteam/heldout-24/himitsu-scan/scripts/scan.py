#!/usr/bin/env python3
"""himitsu-scan: ローカル専用の秘密情報スキャナー（ネットワーク通信なし）。"""
import argparse
import json
import math
import re
import subprocess
import sys
from pathlib import Path

RULES = {
    "aws-access-key": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "github-token": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b"),
    "slack-token": re.compile(r"\bxox[abprs]-[A-Za-z0-9-]{10,}\b"),
    "stripe-key": re.compile(r"\b[sr]k_(live|test)_[A-Za-z0-9]{20,}\b"),
    "private-key": re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH |DSA |)PRIVATE KEY-----"),
    "db-url-password": re.compile(r"\b(?:postgres|postgresql|mysql|mongodb(?:\+srv)?)://[^:\s/]+:([^@\s]+)@"),
    "generic-secret": re.compile(r"(?i)\b(?:api[_-]?key|secret|token|passwd|password)\b\s*[:=]\s*['\"]?([A-Za-z0-9_\-/+=]{16,})"),
}
SKIP_DIRS = {".git", "node_modules", ".venv", "venv", "dist", "build", "__pycache__"}
BINARY_EXT = {".png", ".jpg", ".gif", ".pdf", ".zip", ".gz", ".woff", ".woff2", ".ico", ".exe", ".dll"}


def mask(s: str) -> str:
    return s[:4] + "*" * max(len(s) - 4, 4)


def entropy(s: str) -> float:
    if not s:
        return 0.0
    freq = {c: s.count(c) / len(s) for c in set(s)}
    return -sum(p * math.log2(p) for p in freq.values())


def scan_text(text, where):
    hits = []
    for n, line in enumerate(text.splitlines(), 1):
        if "himitsu:ignore" in line:
            continue
        for rule, rx in RULES.items():
            for m in rx.finditer(line):
                val = m.group(1) if m.groups() else m.group(0)
                if rule == "generic-secret" and entropy(val) < 3.5:
                    continue
                hits.append({"rule": rule, "where": where, "line": n, "match": mask(val)})
    return hits


def scan_tree(root: Path):
    hits = []
    for p in root.rglob("*"):
        if p.is_dir() or any(part in SKIP_DIRS for part in p.parts) or p.suffix.lower() in BINARY_EXT:
            continue
        try:
            if p.stat().st_size > 2_000_000:
                continue
            hits += scan_text(p.read_text(encoding="utf-8", errors="ignore"), str(p.relative_to(root)))
        except OSError:
            continue
    return hits


def scan_history(root: Path):
    log = subprocess.run(["git", "-C", str(root), "log", "--all", "-p", "--no-color", "--format=@@commit %H"],
                         capture_output=True, text=True, errors="ignore").stdout
    hits, commit = [], "?"
    for chunk in log.split("\n@@commit ")[0:]:
        head, _, body = chunk.partition("\n")
        commit = head.replace("@@commit ", "")[:10]
        added = "\n".join(l[1:] for l in body.splitlines() if l.startswith("+") and not l.startswith("+++"))
        hits += scan_text(added, f"commit {commit}")
    return hits


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", nargs="?", default=".")
    ap.add_argument("--history", action="store_true")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--fail", action="store_true", help="検出時に終了コード 1")
    a = ap.parse_args()
    root = Path(a.root).resolve()
    hits = scan_history(root) if a.history else scan_tree(root)
    if a.json:
        print(json.dumps(hits, ensure_ascii=False, indent=2))
    else:
        for h in hits:
            print(f"[{h['rule']}] {h['where']}:{h['line']}  {h['match']}")
        print(f"検出数: {len(hits)}（値はマスク済み・外部送信なし）")
    sys.exit(1 if (a.fail and hits) else 0)


if __name__ == "__main__":
    main()
