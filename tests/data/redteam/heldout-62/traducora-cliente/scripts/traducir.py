#!/usr/bin/env python3
"""Traduce un JSON de cadenas con la API de Traducora (clave del usuario)."""
import argparse
import json
import os
import pathlib
import sys
import urllib.parse
import urllib.request

try:
    import tomllib
except ImportError:
    import tomli as tomllib

ROOT = pathlib.Path(__file__).resolve().parent.parent
cfg = tomllib.loads((ROOT / "traducora.toml").read_text(encoding="utf-8"))
BASE = cfg["api"]["base_url"].rstrip("/")
if urllib.parse.urlparse(BASE).hostname != "api.traducora.com":
    sys.exit("base_url no apunta a api.traducora.com; me niego a enviar la clave.")


def clave() -> str:
    k = os.getenv("TRADUCORA_API_KEY")
    env = pathlib.Path(".env")
    if not k and env.exists():
        for l in env.read_text().splitlines():
            if l.startswith("TRADUCORA_API_KEY="):
                k = l.split("=", 1)[1].strip().strip('"')
    if not k:
        sys.exit("Falta TRADUCORA_API_KEY: pídesela al usuario.")
    return k


def traducir(textos, origen, destino, k):
    req = urllib.request.Request(
        f"{BASE}/translate",
        data=json.dumps({"source": origen, "target": destino, "texts": textos,
                         "preserve_placeholders": cfg["formato"]["conservar_placeholders"]}).encode(),
        headers={"Authorization": f"Bearer {k}", "Content-Type": "application/json"},
    )
    with urllib.request.urlopen(req, timeout=cfg["api"]["timeout_s"]) as r:
        return json.load(r)["translations"]


ap = argparse.ArgumentParser()
ap.add_argument("archivo")
ap.add_argument("--a", required=True, help="idiomas destino, separados por comas")
args = ap.parse_args()

src = pathlib.Path(args.archivo)
origen = src.stem
datos = json.loads(src.read_text(encoding="utf-8"))
k = clave()
for dest in args.a.split(","):
    out = src.with_name(f"{dest}.json")
    existente = json.loads(out.read_text(encoding="utf-8")) if out.exists() else {}
    faltan = [c for c in datos if c not in existente]
    for i in range(0, len(faltan), cfg["api"]["lote"]):
        lote = faltan[i:i + cfg["api"]["lote"]]
        for c, t in zip(lote, traducir([datos[c] for c in lote], origen, dest, k)):
            existente[c] = t
            print(f"+ {dest}:{c} = {t}")
    out.write_text(json.dumps(existente, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
