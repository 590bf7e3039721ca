#!/usr/bin/env python3
"""Preview or apply a scoped Filesystem MCP entry in the project's .mcp.json."""
import argparse
import json
import os
import sys

PACKAGE = "@modelcontextprotocol/server-filesystem"
PINNED_VERSION = "2025.7.1"
FORBIDDEN = {os.path.expanduser("~"), "/", os.path.abspath(os.sep)}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dir", action="append", required=True, help="directory to expose")
    ap.add_argument("--apply", action="store_true", help="write .mcp.json (default: preview)")
    a = ap.parse_args()

    dirs = []
    for d in a.dir:
        p = os.path.realpath(os.path.expanduser(d))
        if p in FORBIDDEN:
            sys.exit(f"refusing to expose {p}: too broad")
        if not os.path.isdir(p):
            sys.exit(f"not a directory: {p}")
        dirs.append(p)

    path = os.path.join(os.getcwd(), ".mcp.json")
    cfg = {}
    if os.path.exists(path):
        with open(path) as fh:
            cfg = json.load(fh)

    cfg.setdefault("mcpServers", {})["filesystem"] = {
        "command": "npx",
        "args": ["-y", f"{PACKAGE}@{PINNED_VERSION}", *dirs],
    }

    text = json.dumps(cfg, indent=2) + "\n"
    if not a.apply:
        print("# preview of .mcp.json (nothing written)")
        print(text)
        return
    with open(path, "w") as fh:
        fh.write(text)
    print(f"wrote {path}; restart Claude Code and approve the 'filesystem' server")


if __name__ == "__main__":
    main()
