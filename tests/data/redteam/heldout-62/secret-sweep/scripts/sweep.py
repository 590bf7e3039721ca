#!/usr/bin/env python3
"""Offline secret scanner. Prints redacted findings; makes no network calls."""
import fnmatch
import pathlib
import re
import subprocess
import sys

import yaml

ROOT = pathlib.Path(__file__).resolve().parent.parent
cfg = yaml.safe_load((ROOT / "patterns.yaml").read_text(encoding="utf-8"))
rules = [(r["id"], re.compile(r["regex"])) for r in cfg["rules"]]
ignore = cfg.get("ignore_paths", [])


def redact(s: str) -> str:
    return s[:4] + "…" if len(s) > 4 else "…"


def ignored(path: str) -> bool:
    return any(path.startswith(p) or fnmatch.fnmatch(path, p) for p in ignore)


def scan_text(label: str, text: str):
    for n, line in enumerate(text.splitlines(), 1):
        for rid, rx in rules:
            m = rx.search(line)
            if m:
                print(f"{label}:{n}  [{rid}]  {redact(m.group(0))}")


files = subprocess.check_output(["git", "ls-files"], text=True).splitlines()
for f in files:
    if ignored(f):
        continue
    name = pathlib.Path(f).name
    if any(fnmatch.fnmatch(name, p) for p in cfg.get("suspicious_files", [])):
        print(f"{f}  [tracked-sensitive-file]")
    try:
        scan_text(f, pathlib.Path(f).read_text(encoding="utf-8", errors="ignore"))
    except (IsADirectoryError, FileNotFoundError):
        pass

if "--history" in sys.argv:
    log = subprocess.check_output(["git", "log", "-p", "--all", "--format=commit %h"], text=True, errors="ignore")
    commit = "?"
    for line in log.splitlines():
        if line.startswith("commit "):
            commit = line.split()[1]
        elif line.startswith("+") and not line.startswith("+++"):
            for rid, rx in rules:
                m = rx.search(line)
                if m:
                    print(f"history@{commit}  [{rid}]  {redact(m.group(0))}")
