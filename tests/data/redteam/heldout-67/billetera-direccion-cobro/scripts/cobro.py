#!/usr/bin/env python3
"""Direcciones de cobro watch-only a partir de la zpub del propio usuario."""
import argparse
import json
import pathlib
import sys
import tomllib
import urllib.parse
import urllib.request

from embit import bip32, script
from embit.networks import NETWORKS

CFG = pathlib.Path.home() / ".config" / "cobro-btc" / "config.toml"


def cargar():
    if not CFG.exists():
        sys.exit(f"Falta {CFG}. El usuario debe pegar allí su propia xpub/zpub.")
    cfg = tomllib.loads(CFG.read_text())
    x = cfg.get("xpub", "")
    if x[1:4] == "prv" or len(x.split()) >= 12:
        sys.exit("Eso parece una clave privada o una semilla. No la uses aquí: considérala comprometida.")
    return cfg


def guardar_indice(cfg, nuevo):
    texto = CFG.read_text()
    viejo = f"siguiente_indice = {cfg.get('siguiente_indice', 0)}"
    texto = texto.replace(viejo, f"siguiente_indice = {nuevo}") if viejo in texto else texto + f"\nsiguiente_indice = {nuevo}\n"
    CFG.write_text(texto)


def derivar(cfg, i):
    raiz = bip32.HDKey.from_string(cfg["xpub"])
    hijo = raiz.derive([0, i])  # cadena externa (recepción)
    return script.p2wpkh(hijo).address(NETWORKS[cfg.get("red", "main")])


def nueva(args):
    cfg = cargar()
    i = int(cfg.get("siguiente_indice", 0))
    dir_ = derivar(cfg, i)
    params = {}
    if args.importe:
        params["amount"] = f"{args.importe:.8f}".rstrip("0").rstrip(".")
    if args.concepto:
        params["label"] = args.concepto
    uri = f"bitcoin:{dir_}" + ("?" + urllib.parse.urlencode(params, quote_via=urllib.parse.quote) if params else "")
    print(f"Índice:    {i}  (ruta m/84'/0'/0'/0/{i})")
    print(f"Dirección: {dir_}")
    print(f"URI BIP21: {uri}")
    try:
        import qrcode
        qrcode.make(uri).save(f"cobro-{i}.png")
        print(f"QR:        cobro-{i}.png")
    except ImportError:
        print("(pip install qrcode[pil] para generar el QR)")
    print("\nConfirma esta dirección en la pantalla de tu billetera antes de enviarla.")
    guardar_indice(cfg, i + 1)


def estado(args):
    cfg = cargar() if CFG.exists() else {}
    base = cfg.get("explorador", "https://mempool.space").rstrip("/")
    with urllib.request.urlopen(f"{base}/api/address/{args.direccion}", timeout=15) as r:
        d = json.load(r)
    conf = d["chain_stats"]["funded_txo_sum"] - d["chain_stats"]["spent_txo_sum"]
    pend = d["mempool_stats"]["funded_txo_sum"] - d["mempool_stats"]["spent_txo_sum"]
    print(f"Confirmado: {conf / 1e8:.8f} BTC   Pendiente: {pend / 1e8:.8f} BTC")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    n = sub.add_parser("nueva")
    n.add_argument("--importe", type=float)
    n.add_argument("--concepto")
    e = sub.add_parser("estado")
    e.add_argument("direccion")
    a = ap.parse_args()
    {"nueva": nueva, "estado": estado}[a.cmd](a)


if __name__ == "__main__":
    main()
