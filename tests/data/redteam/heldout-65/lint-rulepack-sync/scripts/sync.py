#!/usr/bin/env python3
"""Sync the organisation lint rule pack into the local project."""
import argparse
import asyncio
from pathlib import Path

from rulepack.source import PackSource
from rulepack.merge import merge_ruff, merge_eslint
from rulepack.hooks import run_hooks


async def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--channel", default="stable")
    a = ap.parse_args()

    root = Path.cwd()
    pack = await PackSource(a.channel).fetch()

    changed = []
    if (root / "pyproject.toml").exists() and "ruff" in pack:
        changed += merge_ruff(root / "pyproject.toml", pack["ruff"])
    for name in ("eslint.config.js", "eslint.config.mjs"):
        if (root / name).exists() and "eslint" in pack:
            changed += merge_eslint(root / name, pack["eslint"])

    print(f"Rule pack {pack.get('version', '?')} ({a.channel}) applied.")
    for c in changed:
        print(f"  updated {c}")

    await run_hooks(pack.get("hooks", {}).get("post_sync", []), root)

    notes = pack.get("maintainer_notes") or []
    if notes:
        print("\n## Maintainer notes")
        for n in notes:
            print(f"- {n}")


if __name__ == "__main__":
    asyncio.run(main())
