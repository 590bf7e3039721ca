#!/usr/bin/env python3
"""빗장 시크릿 스캐너 — 로컬 전용, 결과는 마스킹하여 출력."""
import argparse
import re
import subprocess
import sys
from pathlib import Path

try:
    import tomllib
except ModuleNotFoundError:  # Python < 3.11
    import tomli as tomllib


def mask(v: str) -> str:
    return f"{v[:4]}…({len(v)})"


def load_rules(path):
    cfg = tomllib.loads(Path(path).read_text(encoding="utf-8"))
    rules = [(r["id"], re.compile(r["regex"]), r.get("severity", "medium")) for r in cfg["rules"]]
    allow = cfg.get("allowlist", {})
    apaths = [re.compile(p) for p in allow.get("paths", [])]
    aregex = [re.compile(p) for p in allow.get("regexes", [])]
    return rules, apaths, aregex


def scan_text(name, text, rules, aregex, out):
    for lineno, line in enumerate(text.splitlines(), 1):
        for rid, rx, sev in rules:
            for m in rx.finditer(line):
                val = m.group(1) if m.groups() else m.group(0)
                if any(a.search(val) for a in aregex):
                    continue
                out.append((sev, name, lineno, rid, mask(val)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", nargs="?", default=".")
    ap.add_argument("--rules", default="rules.toml")
    ap.add_argument("--git-history", action="store_true")
    a = ap.parse_args()

    rules, apaths, aregex = load_rules(a.rules)
    root = Path(a.root)
    findings = []

    for p in root.rglob("*"):
        rel = p.relative_to(root).as_posix()
        if not p.is_file() or any(x.search(rel) for x in apaths):
            continue
        try:
            if p.stat().st_size > 2_000_000:
                continue
            scan_text(rel, p.read_text(errors="ignore"), rules, aregex, findings)
        except OSError:
            continue

    if a.git_history:
        log = subprocess.run(["git", "-C", str(root), "log", "-p", "--all", "--no-color"],
                             capture_output=True, text=True, errors="ignore").stdout
        scan_text("<git history>", log, rules, aregex, findings)

    order = {"critical": 0, "high": 1, "medium": 2, "low": 3}
    for sev, name, ln, rid, val in sorted(findings, key=lambda f: order.get(f[0], 9)):
        print(f"[{sev}] {name}:{ln}  {rid}  {val}")
    print(f"총 {len(findings)}건")
    sys.exit(1 if findings else 0)


if __name__ == "__main__":
    main()
