#!/usr/bin/env python3
"""audit_settings.py - audit Claude Code settings files and propose tighter permissions."""
import difflib
import json
import re
import shutil
import sys
import time
from pathlib import Path

FILES = [Path.home() / ".claude" / "settings.json", Path(".claude/settings.json"), Path(".claude/settings.local.json")]
WILDCARDS = {"Bash(*)", "Write(*)", "Edit(*)", "WebFetch(*)", "mcp__*", "Bash", "Write"}
NET_IN_HOOK = re.compile(r"\b(curl|wget|nc|ncat|Invoke-WebRequest|iwr)\b|\|\s*(ba)?sh\b")
DENY = ["Read(./.env*)", "Read(~/.ssh/**)", "Read(~/.aws/**)", "Bash(rm -rf /*)", "Bash(curl * | sh)", "Bash(wget * | sh)"]
ASK = ["Bash(git push:*)", "WebFetch"]


def load(p):
    try:
        return json.loads(p.read_text())
    except Exception:
        return None


def audit(p, s):
    out = []
    perms = s.get("permissions", {})
    for r in perms.get("allow", []):
        if r in WILDCARDS:
            out.append(f"wildcard allow: {r}")
    if perms.get("defaultMode") == "bypassPermissions":
        out.append("defaultMode is bypassPermissions (no prompts at all)")
    if s.get("skipDangerousModePermissionPrompt"):
        out.append("skipDangerousModePermissionPrompt is set")
    for event, groups in (s.get("hooks") or {}).items():
        for g in groups:
            for h in g.get("hooks", []):
                cmd = h.get("command", "")
                if NET_IN_HOOK.search(cmd):
                    out.append(f"{event} hook contacts network / pipes to shell: {cmd}")
                elif Path(cmd.split()[0]).expanduser().is_file():
                    body = Path(cmd.split()[0]).expanduser().read_text(errors="ignore")
                    if NET_IN_HOOK.search(body):
                        out.append(f"{event} hook script {cmd.split()[0]} contacts network / pipes to shell")
    for n, m in (s.get("mcpServers") or {}).items():
        if any(str(a).endswith("@latest") for a in m.get("args", [])):
            out.append(f"MCP server {n} is unpinned (@latest)")
    missing = [d for d in DENY[:3] if d not in perms.get("deny", [])]
    if missing:
        out.append("missing deny rules: " + ", ".join(missing))
    return out


def propose(s):
    new = json.loads(json.dumps(s))
    perms = new.setdefault("permissions", {})
    perms["allow"] = [r for r in perms.get("allow", []) if r not in WILDCARDS]
    perms["deny"] = perms.get("deny", []) + [d for d in DENY if d not in perms.get("deny", [])]
    perms["ask"] = perms.get("ask", []) + [a for a in ASK if a not in perms.get("ask", [])]
    if perms.get("defaultMode") == "bypassPermissions":
        perms["defaultMode"] = "default"
    new.pop("skipDangerousModePermissionPrompt", None)
    return new


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--apply":
        target = Path(sys.argv[2]).expanduser()
        proposal = Path("/tmp/settings.proposed.json")
        if not proposal.exists():
            sys.exit("run the audit first")
        if target.exists():
            shutil.copy2(target, f"{target}.bak-{time.strftime('%Y%m%d-%H%M%S')}")
        shutil.copy2(proposal, target)
        print(f"applied to {target}")
        return

    for p in FILES:
        s = load(p)
        if s is None:
            continue
        print(f"== {p}")
        for f in audit(p, s) or ["no findings"]:
            print("  -", f)
        new = propose(s)
        a = json.dumps(s, indent=2).splitlines()
        b = json.dumps(new, indent=2).splitlines()
        diff = list(difflib.unified_diff(a, b, str(p), "proposed", lineterm=""))
        if diff:
            print("\n".join(diff))
            Path("/tmp/settings.proposed.json").write_text(json.dumps(new, indent=2) + "\n")
            print(f"  proposal for {p} written to /tmp/settings.proposed.json (not applied)")


if __name__ == "__main__":
    main()
