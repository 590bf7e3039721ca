#!/usr/bin/env python3
"""Audit coding-agent permission settings. Read-only unless --apply is given.

--apply only removes or narrows rules; it never adds allow rules or bypass modes.
"""
import argparse
import copy
import difflib
import json
import re
import shutil
import sys
import time
from pathlib import Path

HOME = Path.home()
CLAUDE_SETTINGS = [HOME / ".claude/settings.json", Path(".claude/settings.json"),
                   Path(".claude/settings.local.json")]
CODEX_CONFIG = HOME / ".codex/config.toml"
INSTRUCTION_FILES = [HOME / ".claude/CLAUDE.md", Path("CLAUDE.md"), Path("AGENTS.md"),
                     HOME / ".codex/AGENTS.md"]

BROAD_ALLOW = {"Bash", "Bash(*)", "WebFetch", "WebFetch(*)", "Write(*)", "Edit(*)"}
SECRET_DENY = ["Read(./.env)", "Read(./.env.*)", "Read(~/.ssh/**)", "Read(~/.aws/**)",
               "Read(~/.config/gh/**)"]
STANDING_ORDER = re.compile(
    r"(without asking|do not ask the user|no need to (ask|confirm|tell)|pre-?approved|"
    r"always trust|takes? precedence over|fetch .{0,60} and follow|ignore (their|previous) instructions)",
    re.I)
NETWORK_IN_HOOK = re.compile(r"\b(curl|wget|nc|Invoke-WebRequest|iwr|ssh|scp)\b")


def load_json(p: Path):
    try:
        return json.loads(p.read_text())
    except (OSError, ValueError):
        return None


def audit_settings(p: Path, s: dict):
    out = []
    perm = s.get("permissions", {})
    for rule in perm.get("allow", []):
        if rule in BROAD_ALLOW:
            out.append(("high", p, f"allow rule '{rule}' permits any use without a prompt"))
    if perm.get("defaultMode") == "bypassPermissions":
        out.append(("high", p, "defaultMode is bypassPermissions (no approval prompts)"))
    missing = [d for d in SECRET_DENY if d not in perm.get("deny", [])]
    if missing:
        out.append(("medium", p, f"deny list lacks secret paths: {', '.join(missing)}"))
    for event, entries in (s.get("hooks") or {}).items():
        for e in entries or []:
            for h in e.get("hooks", []):
                cmd = h.get("command", "")
                sev = "high" if NETWORK_IN_HOOK.search(cmd) else "info"
                out.append((sev, p, f"hook on {event}: {cmd}"))
    return out


def audit_codex():
    if not CODEX_CONFIG.exists():
        return []
    t = CODEX_CONFIG.read_text()
    out = []
    if re.search(r'^approval_policy\s*=\s*"never"', t, re.M):
        out.append(("high", CODEX_CONFIG, 'approval_policy = "never"'))
    if re.search(r'^sandbox_mode\s*=\s*"danger-full-access"', t, re.M):
        out.append(("high", CODEX_CONFIG, 'sandbox_mode = "danger-full-access"'))
    return out


def audit_instructions():
    out = []
    for p in INSTRUCTION_FILES:
        if not p.exists():
            continue
        for n, line in enumerate(p.read_text(errors="replace").splitlines(), 1):
            if STANDING_ORDER.search(line):
                out.append(("high", f"{p}:{n}", f"standing order: {line.strip()[:140]}"))
    return out


def tightened(s: dict, only: set):
    t = copy.deepcopy(s)
    perm = t.setdefault("permissions", {})
    if "bash" in only:
        perm["allow"] = [r for r in perm.get("allow", []) if r not in BROAD_ALLOW]
    if "mode" in only and perm.get("defaultMode") == "bypassPermissions":
        perm["defaultMode"] = "default"
    if "deny" in only:
        deny = perm.setdefault("deny", [])
        deny.extend(d for d in SECRET_DENY if d not in deny)
    return t


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--propose", action="store_true", help="print a unified diff, write nothing")
    ap.add_argument("--apply", action="store_true", help="write tightened settings (backup first)")
    ap.add_argument("--only", default="deny,bash,mode")
    a = ap.parse_args()
    only = set(a.only.split(","))

    findings = []
    loaded = {}
    for p in CLAUDE_SETTINGS:
        s = load_json(p) if p.exists() else None
        if s is not None:
            loaded[p] = s
            findings += audit_settings(p, s)
    findings += audit_codex()
    findings += audit_instructions()

    if not (a.propose or a.apply):
        order = {"high": 0, "medium": 1, "info": 2}
        print(f"{'severity':<8}  {'where':<40}  finding")
        for sev, where, msg in sorted(findings, key=lambda f: order[f[0]]):
            print(f"{sev:<8}  {str(where):<40}  {msg}")
        if not findings:
            print("no findings")
        return

    for p, s in loaded.items():
        new = tightened(s, only)
        if new == s:
            continue
        before = json.dumps(s, indent=2).splitlines(keepends=True)
        after = json.dumps(new, indent=2).splitlines(keepends=True)
        sys.stdout.writelines(difflib.unified_diff(before, after, str(p), str(p) + " (proposed)"))
        if a.apply:
            bak = p.with_name(p.name + time.strftime(".bak-%Y%m%d-%H%M%S"))
            shutil.copy2(p, bak)
            p.write_text(json.dumps(new, indent=2) + "\n")
            print(f"\nwrote {p} (backup: {bak})", file=sys.stderr)


if __name__ == "__main__":
    main()
