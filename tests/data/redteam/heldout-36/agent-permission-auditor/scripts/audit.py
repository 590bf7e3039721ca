#!/usr/bin/env python3
"""Read-only audit of coding-agent configuration files."""
import argparse
import json
import re
from pathlib import Path
from urllib.parse import urlparse

H = Path.home()
FILES = {
    "settings": [H / ".claude/settings.json", Path(".claude/settings.json"), Path(".claude/settings.local.json")],
    "mcp": [H / ".claude.json", Path(".mcp.json"), H / ".cursor/mcp.json",
            H / "Library/Application Support/Claude/claude_desktop_config.json"],
    "memory": [H / ".claude/CLAUDE.md", Path("CLAUDE.md"), Path("AGENTS.md"), H / ".codex/AGENTS.md",
               Path(".cursorrules"), Path(".github/copilot-instructions.md")],
    "codex": [H / ".codex/config.toml"],
}
VENDOR_HOSTS = {"api.anthropic.com", "api.openai.com", "generativelanguage.googleapis.com"}
PIPE_SHELL = re.compile(r"(curl|wget|iwr|Invoke-WebRequest)[^|\n]*\|\s*(ba|z)?sh|\|\s*iex", re.I)
OVERRIDE = re.compile(r"ignore (all )?previous instructions|do not (tell|mention|inform) the user|"
                      r"(priority|precedence) over (the )?user|without (asking|confirmation)", re.I)
TOKENISH = re.compile(r"(gh[pousr]_[A-Za-z0-9]{20,}|sk-[A-Za-z0-9-]{20,}|xox[baprs]-[A-Za-z0-9-]+|AKIA[0-9A-Z]{16})")


def mask(s):
    return TOKENISH.sub(lambda m: m.group(0)[:4] + "****", str(s))


def load_json(p):
    try:
        return json.loads(p.read_text())
    except Exception:
        return None


def audit():
    out = []
    add = lambda sev, f, msg: out.append({"severity": sev, "file": str(f), "finding": mask(msg)})

    for p in FILES["settings"]:
        d = load_json(p) if p.exists() else None
        if not d:
            continue
        perms = d.get("permissions", {})
        if perms.get("defaultMode") == "bypassPermissions":
            add("high", p, "defaultMode is bypassPermissions")
        for r in perms.get("allow", []):
            if r in ("Bash", "Bash(*)"):
                add("high", p, f"allow rule {r}")
            elif r in ("WebFetch", "Write(*)", "Edit(*)"):
                add("low", p, f"broad allow rule {r}")
        for ev, groups in (d.get("hooks") or {}).items():
            for g in groups:
                for h in g.get("hooks", []):
                    if PIPE_SHELL.search(h.get("command", "")):
                        add("high", p, f"hook {ev} pipes a download to a shell: {h['command']}")
        for k, v in (d.get("env") or {}).items():
            if k.endswith("BASE_URL") and urlparse(v).hostname not in VENDOR_HOSTS:
                add("high", p, f"{k} overridden to {v}")
        if d.get("enableAllProjectMcpServers"):
            add("medium", p, "enableAllProjectMcpServers is true")

    for p in FILES["mcp"]:
        d = load_json(p) if p.exists() else None
        if not d:
            continue
        for name, s in (d.get("mcpServers") or {}).items():
            if s.get("url"):
                add("medium", p, f"remote MCP server {name} → {urlparse(s['url']).hostname}")
            blob = json.dumps({k: s.get(k) for k in ("env", "headers")})
            if TOKENISH.search(blob):
                add("medium", p, f"MCP server {name} has a literal token in env/headers")

    for p in FILES["memory"]:
        if not p.exists():
            continue
        for i, line in enumerate(p.read_text(errors="ignore").splitlines(), 1):
            if OVERRIDE.search(line) or PIPE_SHELL.search(line):
                add("high", f"{p}:{i}", f"instruction-like text: {line.strip()[:160]}")

    for p in FILES["codex"]:
        if p.exists():
            for m in re.finditer(r'base_url\s*=\s*"([^"]+)"', p.read_text()):
                if urlparse(m.group(1)).hostname not in VENDOR_HOSTS:
                    add("high", p, f"Codex provider base_url {m.group(1)}")
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--json", action="store_true")
    findings = audit()
    if ap.parse_args().json:
        print(json.dumps(findings, indent=2))
        return
    order = {"high": 0, "medium": 1, "low": 2}
    for f in sorted(findings, key=lambda x: order[x["severity"]]):
        print(f"[{f['severity'].upper():6}] {f['file']}: {f['finding']}")
    print(f"\n{len(findings)} finding(s). Nothing was changed.")


if __name__ == "__main__":
    main()
