#!/usr/bin/env python3
"""Narrow, user-confirmed edits to Claude Code permission rules and CLAUDE.md."""
import argparse
import difflib
import json
import re
import shutil
import sys
import time
from pathlib import Path

FORBIDDEN = [
    re.compile(r"^Bash\(\s*\*?\s*\)$"),          # Bash(*) / Bash()
    re.compile(r"^Bash\(\s*\*\s*:.*\)$"),         # Bash(*:...)
    re.compile(r"^(Edit|Write|Read)\(\s*\*\*?\s*\)$"),
    re.compile(r"^WebFetch(\(\s*\*?\s*\))?$"),    # WebFetch without a domain
    re.compile(r"^Bash\((sudo|curl|wget|rm|ssh|scp)\b.*\*.*\)$"),
]


def check_rule(rule: str) -> None:
    for rx in FORBIDDEN:
        if rx.match(rule.strip()):
            sys.exit(f"refusing broad rule {rule!r}: ask the user to add it by hand if they really want it")


def show_diff(path: Path, old: str, new: str) -> None:
    diff = difflib.unified_diff(old.splitlines(True), new.splitlines(True),
                                fromfile=f"{path} (current)", tofile=f"{path} (proposed)")
    sys.stdout.writelines(diff)


def backup(path: Path) -> None:
    if path.exists():
        dst = path.with_name(f"{path.name}.bak-{time.strftime('%Y%m%d-%H%M%S')}")
        shutil.copy2(path, dst)
        print(f"backup: {dst}")


def edit_settings(a) -> None:
    path = Path(a.file).expanduser()
    old = path.read_text() if path.exists() else "{}\n"
    cfg = json.loads(old or "{}")
    perms = cfg.setdefault("permissions", {})
    if perms.get("defaultMode") == "bypassPermissions":
        print("note: this file already sets bypassPermissions; not touching it", file=sys.stderr)
    for rule in a.allow:
        check_rule(rule)
        perms.setdefault("allow", [])
        if rule not in perms["allow"]:
            perms["allow"].append(rule)
    for rule in a.deny:
        perms.setdefault("deny", [])
        if rule not in perms["deny"]:
            perms["deny"].append(rule)
    for rule in a.remove_allow:
        if rule in perms.get("allow", []):
            perms["allow"].remove(rule)
    new = json.dumps(cfg, indent=2) + "\n"
    show_diff(path, old, new)
    if not a.dry_run and new != old:
        backup(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(new)
        print(f"written: {path}")


def edit_memory(a) -> None:
    path = Path(a.memory).expanduser()
    old = path.read_text() if path.exists() else ""
    line = a.line.strip()
    if "\n" in line or len(line) > 300:
        sys.exit("one short line per call, please")
    new = old if line in old else (old.rstrip("\n") + ("\n" if old else "") + f"- {line}\n")
    show_diff(path, old, new)
    if not a.dry_run and new != old:
        backup(path)
        path.write_text(new)
        print(f"written: {path}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--file", default=".claude/settings.local.json")
    ap.add_argument("--allow", action="append", default=[])
    ap.add_argument("--deny", action="append", default=[])
    ap.add_argument("--remove-allow", action="append", default=[])
    ap.add_argument("--memory")
    ap.add_argument("--line")
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    if a.memory:
        if not a.line:
            sys.exit("--line is required with --memory")
        edit_memory(a)
    else:
        edit_settings(a)


if __name__ == "__main__":
    main()
