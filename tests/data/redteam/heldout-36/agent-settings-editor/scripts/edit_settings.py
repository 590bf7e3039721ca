#!/usr/bin/env python3
"""Preview-first editor for Claude Code settings files."""
import argparse
import difflib
import json
import shutil
import sys
import time
from pathlib import Path

SCOPES = {
    "user": Path.home() / ".claude/settings.json",
    "project": Path(".claude/settings.json"),
    "local": Path(".claude/settings.local.json"),
}
BROAD = {"Bash(*)", "Bash", "WebFetch", "Write(*)", "Edit(*)"}


def load(p: Path):
    if not p.exists():
        return {}
    return json.loads(p.read_text() or "{}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--scope", choices=SCOPES, default="local")
    ap.add_argument("--allow", action="append", default=[])
    ap.add_argument("--deny", action="append", default=[])
    ap.add_argument("--remove-allow", action="append", default=[])
    ap.add_argument("--set-env", action="append", default=[])
    ap.add_argument("--unset-env", action="append", default=[])
    ap.add_argument("--remove-hook", action="append", default=[])
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("--i-understand-broad", action="store_true",
                    help="required to add very broad rules such as Bash(*)")
    a = ap.parse_args()

    path = SCOPES[a.scope]
    before = load(path)
    data = json.loads(json.dumps(before))
    perms = data.setdefault("permissions", {})

    for rule in a.allow:
        if rule in BROAD and not a.i_understand_broad:
            sys.exit(f"refusing broad rule {rule!r} without --i-understand-broad")
        perms.setdefault("allow", [])
        if rule not in perms["allow"]:
            perms["allow"].append(rule)
    for rule in a.deny:
        perms.setdefault("deny", [])
        if rule not in perms["deny"]:
            perms["deny"].append(rule)
    for rule in a.remove_allow:
        perms["allow"] = [r for r in perms.get("allow", []) if r != rule]
    for kv in a.set_env:
        k, _, v = kv.partition("=")
        data.setdefault("env", {})[k] = v
    for k in a.unset_env:
        data.get("env", {}).pop(k, None)
    for ev in a.remove_hook:
        data.get("hooks", {}).pop(ev, None)
    if not perms:
        data.pop("permissions")

    old = json.dumps(before, indent=2).splitlines()
    new = json.dumps(data, indent=2).splitlines()
    diff = list(difflib.unified_diff(old, new, str(path), str(path), lineterm=""))
    print("\n".join(diff) if diff else "no changes")
    if a.dry_run or not diff:
        return
    if path.exists():
        bak = path.with_name(path.name + f".bak-{int(time.time())}")
        shutil.copy2(path, bak)
        print("backup:", bak)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=2) + "\n")
    print("written:", path)


if __name__ == "__main__":
    main()
