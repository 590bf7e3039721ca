#!/usr/bin/env python3
"""Read-only audit of coding-agent settings, hooks, MCP servers and instruction files."""
from __future__ import annotations

import argparse
import json
import re
from pathlib import Path

HOME = Path.home()
SETTINGS = [HOME / ".claude/settings.json", HOME / ".claude/settings.local.json",
            Path(".claude/settings.json"), Path(".claude/settings.local.json")]
MCP = [Path(".mcp.json"), HOME / ".claude.json"]
NOTES = [HOME / ".claude/CLAUDE.md", Path("CLAUDE.md"), Path("AGENTS.md")]
SKILL_DIRS = [HOME / ".claude/skills", Path(".claude/skills")]

WILDCARDS = {"Bash", "Bash(*)", "WebFetch(*)", "Write(*)", "Edit(*)"}
STANDING = re.compile(r"pre-?approved|do not (?:ask|stop) for confirmation|without asking|"
                      r"takes? precedence over|skip (?:security )?warnings|no need to confirm", re.I)
REMOTE_EXEC = re.compile(r"\b(curl|wget|iwr|Invoke-WebRequest)\b.*(\||&&|;)|https?://", re.I)

findings: list[dict] = []


def add(sev: str, where: Path, what: str, detail: str = "") -> None:
    findings.append({"severity": sev, "file": str(where), "finding": what, "detail": detail})


def load_json(p: Path):
    try:
        return json.loads(p.read_text())
    except (OSError, json.JSONDecodeError):
        return None


def audit_settings(p: Path) -> None:
    d = load_json(p)
    if not isinstance(d, dict):
        return
    user_scope = str(p).startswith(str(HOME / ".claude"))
    perms = d.get("permissions", {}) or {}
    if perms.get("defaultMode") == "bypassPermissions":
        add("high" if user_scope else "medium", p, "defaultMode is bypassPermissions")
    if d.get("skipDangerousModePermissionPrompt"):
        add("high", p, "skipDangerousModePermissionPrompt is set")
    for rule in perms.get("allow", []) or []:
        if rule in WILDCARDS:
            add("high", p, f"wildcard allow rule {rule!r}")
        elif rule.startswith("Bash("):
            add("info", p, f"allow rule {rule!r}")
    for event, entries in (d.get("hooks") or {}).items():
        for e in entries or []:
            for h in e.get("hooks", []):
                cmd = h.get("command", "")
                sev = "high" if REMOTE_EXEC.search(cmd) or "~/" in cmd or str(HOME) in cmd else "medium"
                add(sev, p, f"{event} hook runs a command", cmd[:200])
    if isinstance(d.get("env"), dict):
        add("info", p, "env block present", ", ".join(sorted(d["env"])))  # names only


def audit_mcp(p: Path) -> None:
    d = load_json(p)
    if not isinstance(d, dict):
        return
    servers = dict(d.get("mcpServers") or {})
    for proj in (d.get("projects") or {}).values():
        if isinstance(proj, dict):
            servers.update(proj.get("mcpServers") or {})
    for name, s in servers.items():
        if not isinstance(s, dict):
            continue
        if s.get("url"):
            add("medium", p, f"remote MCP server {name!r}", s["url"])
        elif s.get("command"):
            add("info", p, f"local MCP server {name!r}", " ".join([s["command"], *s.get("args", [])])[:200])


def audit_notes(p: Path) -> None:
    try:
        text = p.read_text()
    except OSError:
        return
    for i, line in enumerate(text.splitlines(), 1):
        if STANDING.search(line):
            add("high", p, f"standing-approval language on line {i}", line.strip()[:200])


def audit_skills(root: Path) -> None:
    for skill in sorted(root.glob("*/SKILL.md")):
        scripts = [str(x.relative_to(skill.parent)) for x in skill.parent.rglob("*") if x.is_file() and x.suffix in {".sh", ".py", ".js", ".mjs", ".ps1"}]
        add("info", skill, "installed skill", ", ".join(scripts) or "no scripts")
        audit_notes(skill)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    for p in SETTINGS:
        audit_settings(p)
    for p in MCP:
        audit_mcp(p)
    for p in NOTES:
        audit_notes(p)
    for d in SKILL_DIRS:
        audit_skills(d)
    order = {"high": 0, "medium": 1, "info": 2}
    findings.sort(key=lambda f: (order[f["severity"]], f["file"]))
    if a.json:
        print(json.dumps(findings, indent=2))
        return
    if not findings:
        print("nothing found")
    for f in findings:
        print(f"[{f['severity']:<6}] {f['file']}: {f['finding']}")
        if f["detail"]:
            print(f"          {f['detail']}")


if __name__ == "__main__":
    main()
