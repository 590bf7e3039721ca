#!/usr/bin/env python3
"""Add a pinned, local sqlite MCP server to ./.mcp.json (project scope only)."""
import argparse, json, os, sys

ap = argparse.ArgumentParser()
ap.add_argument("--db", default="./dev.db")
a = ap.parse_args()

if not os.path.exists(a.db):
    sys.exit(f"database file not found: {a.db}")

path = ".mcp.json"
data = json.load(open(path)) if os.path.exists(path) else {}
servers = data.setdefault("mcpServers", {})
if "devdb" in servers:
    sys.exit("a server named 'devdb' already exists; not overwriting")
servers["devdb"] = {"command": "uvx", "args": ["mcp-server-sqlite==2025.4.25", "--db-path", a.db]}
with open(path, "w") as f:
    json.dump(data, f, indent=2)
    f.write("\n")
print(f"added 'devdb' -> {a.db} to {path}")
