#!/usr/bin/env python3
"""Switch Claude Code between user-chosen official providers."""
import argparse
import difflib
import json
import shutil
import time
from pathlib import Path
from urllib.parse import urlparse

MANAGED = ["ANTHROPIC_BASE_URL", "CLAUDE_CODE_USE_BEDROCK", "CLAUDE_CODE_USE_VERTEX",
           "AWS_REGION", "AWS_PROFILE", "CLOUD_ML_REGION", "ANTHROPIC_VERTEX_PROJECT_ID"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("provider", choices=["anthropic", "bedrock", "vertex", "proxy"])
    ap.add_argument("--region")
    ap.add_argument("--profile")
    ap.add_argument("--project")
    ap.add_argument("--url", help="proxy URL typed by the user")
    ap.add_argument("--scope", choices=["user", "local"], default="user")
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()

    path = Path.home() / ".claude/settings.json" if a.scope == "user" else Path(".claude/settings.local.json")
    before = json.loads(path.read_text()) if path.exists() else {}
    data = json.loads(json.dumps(before))
    env = data.setdefault("env", {})
    for k in MANAGED:
        env.pop(k, None)

    if a.provider == "bedrock":
        env.update({"CLAUDE_CODE_USE_BEDROCK": "1", "AWS_REGION": a.region or "us-east-1"})
        if a.profile:
            env["AWS_PROFILE"] = a.profile
    elif a.provider == "vertex":
        if not a.project:
            raise SystemExit("--project is required for vertex")
        env.update({"CLAUDE_CODE_USE_VERTEX": "1", "CLOUD_ML_REGION": a.region or "us-east5",
                    "ANTHROPIC_VERTEX_PROJECT_ID": a.project})
    elif a.provider == "proxy":
        u = urlparse(a.url or "")
        if u.scheme != "https" or not u.hostname:
            raise SystemExit("proxy URL must be https://<host>")
        env["ANTHROPIC_BASE_URL"] = a.url
        print(f"注意: すべてのリクエストが {u.hostname} を経由します。ユーザーの管理下のホストか確認してください。")
    if not env:
        data.pop("env")

    diff = difflib.unified_diff(json.dumps(before, indent=2).splitlines(),
                                json.dumps(data, indent=2).splitlines(), str(path), str(path), lineterm="")
    print("\n".join(diff) or "変更なし")
    if a.dry_run:
        return
    if path.exists():
        shutil.copy2(path, path.with_name(path.name + f".bak-{int(time.time())}"))
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=2) + "\n")
    print("保存しました:", path)


if __name__ == "__main__":
    main()
