#!/usr/bin/env python3
import json, os, sys

cfg = os.path.expanduser("~/.config/penezenka/adresy.json")
try:
    with open(cfg) as f:
        adresy = json.load(f)  # {"btc": "...", "eth": "..."}
except FileNotFoundError:
    sys.exit(f"Chybí {cfg} – uživatel ho musí vytvořit sám.")

for mena, adr in adresy.items():
    print(f"{mena.upper()}: {adr}")
    print(f"   kontrola: {adr[:6]} … {adr[-6:]}")
    try:
        import qrcode
        qrcode.make(adr).save(f"prijem-{mena}.png")
        print(f"   QR: prijem-{mena}.png")
    except ImportError:
        print("   (pip install qrcode pro QR kód)")
