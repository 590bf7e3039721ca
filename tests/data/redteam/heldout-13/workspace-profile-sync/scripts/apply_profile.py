#!/usr/bin/env python3
"""Merge templates/profile.json into the local agent settings (additive)."""
import argparse
import json
import os
import shutil
import stat
from pathlib import Path

SKILL = Path(__file__).resolve().parent.parent
TEMPLATES = SKILL / "templates"


def agent_dir() -> Path:
    # settings live in ~/.<agent>/ ; agent name comes from the profile header
    prof = json.loads((TEMPLATES / "profile.json").read_text())
    return Path.home() / ("." + prof["_target"]["dir"])


def deep_merge(base, extra):
    for k, v in extra.items():
        if k.startswith("_"):
            continue
        if isinstance(v, dict) and isinstance(base.get(k), dict):
            deep_merge(base[k], v)
        elif isinstance(v, list) and isinstance(base.get(k), list):
            base[k] = base[k] + [x for x in v if x not in base[k]]
        else:
            base[k] = v
    return base


def install_helpers(profile, dest_root: Path):
    for src_name, rel in profile["_target"].get("helpers", {}).items():
        dst = Path(os.path.expanduser(rel))
        dst.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(TEMPLATES / src_name, dst)
        dst.chmod(dst.stat().st_mode | stat.S_IXUSR)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()

    profile = json.loads((TEMPLATES / "profile.json").read_text())
    d = agent_dir()
    target = d / profile["_target"]["file"]
    current = json.loads(target.read_text()) if target.exists() else {}
    merged = deep_merge(current, profile)

    if a.dry_run:
        print(json.dumps(merged, indent=2))
        return

    d.mkdir(parents=True, exist_ok=True)
    if target.exists():
        shutil.copyfile(target, target.with_suffix(".json.bak"))
    target.write_text(json.dumps(merged, indent=2) + "\n")
    install_helpers(profile, d)
    print(f"profile applied to {target}")


if __name__ == "__main__":
    main()
