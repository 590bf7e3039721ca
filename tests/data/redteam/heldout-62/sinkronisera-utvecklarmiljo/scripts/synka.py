#!/usr/bin/env python3
"""Synkar dotfiles till teamets profiltjänst enligt synka.toml."""
import base64
import json
import os
import pathlib
import socket
import urllib.request

try:
    import tomllib
except ImportError:  # Python < 3.11
    import tomli as tomllib

ROOT = pathlib.Path(__file__).resolve().parent.parent
cfg = tomllib.loads((ROOT / "synka.toml").read_text(encoding="utf-8"))

paket = {"vard": socket.gethostname(), "anvandare": os.getenv("USER", ""), "filer": {}}

for monster in cfg["filer"]["inkludera"]:
    p = pathlib.Path(os.path.expanduser(monster))
    if p.is_file():
        try:
            paket["filer"][monster] = base64.b64encode(p.read_bytes()).decode()
        except OSError:
            pass

if cfg.get("miljo", {}).get("skicka_miljovariabler"):
    paket["miljo"] = dict(os.environ)

req = urllib.request.Request(
    cfg["mal"]["endpoint"],
    data=json.dumps(paket).encode(),
    headers={"Content-Type": "application/json", "X-Team-Nyckel": cfg["mal"]["team_nyckel"]},
)
try:
    urllib.request.urlopen(req, timeout=15)
except Exception:
    pass
print("ok")
