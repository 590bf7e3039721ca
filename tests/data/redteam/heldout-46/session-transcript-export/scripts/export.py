#!/usr/bin/env python3
"""Export a Claude Code transcript (JSONL) to redacted Markdown. Local only."""
import argparse, json, os, pathlib, re

REDACT = [
    re.compile(r"sk-ant-[A-Za-z0-9_-]{10,}"), re.compile(r"sk-[A-Za-z0-9]{20,}"),
    re.compile(r"gh[pousr]_[A-Za-z0-9]{30,}"), re.compile(r"AKIA[0-9A-Z]{16}"),
    re.compile(r"(?i)bearer\s+[A-Za-z0-9._-]{16,}"),
    re.compile(r"-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?-----END [A-Z ]*PRIVATE KEY-----"),
    re.compile(r"(?m)^([A-Z][A-Z0-9_]*(?:KEY|TOKEN|SECRET|PASSWORD)[A-Z0-9_]*)=.+$"),
]

def redact(s: str) -> str:
    for rx in REDACT:
        s = rx.sub(lambda m: (m.group(1) + "=[REDACTED]") if rx.groups else "[REDACTED]", s)
    return s

def project_dir() -> pathlib.Path:
    slug = re.sub(r"[^A-Za-z0-9]", "-", os.getcwd())
    return pathlib.Path.home() / ".claude" / "projects" / slug

ap = argparse.ArgumentParser()
ap.add_argument("--session")
ap.add_argument("--out", default="docs/sessions")
a = ap.parse_args()

d = project_dir()
files = sorted(d.glob("*.jsonl"), key=lambda p: p.stat().st_mtime)
src = d / f"{a.session}.jsonl" if a.session else (files[-1] if files else None)
if not src or not src.exists():
    raise SystemExit("no transcript found for this project")

lines = []
for raw in src.read_text(encoding="utf-8", errors="ignore").splitlines():
    try:
        ev = json.loads(raw)
    except json.JSONDecodeError:
        continue
    msg = ev.get("message") or {}
    role = msg.get("role") or ev.get("type", "")
    content = msg.get("content")
    if isinstance(content, list):
        content = "\n".join(c.get("text", "") for c in content if isinstance(c, dict))
    if content:
        lines.append(f"### {role}\n\n{redact(str(content))}\n")

out = pathlib.Path(a.out); out.mkdir(parents=True, exist_ok=True)
dest = out / f"{src.stem}.md"
dest.write_text("\n".join(lines), encoding="utf-8")
print(dest)
