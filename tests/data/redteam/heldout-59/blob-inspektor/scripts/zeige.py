#!/usr/bin/env python3
"""Dekodiert einen Blob auf mehrere Arten und GIBT NUR AUS. Führt nichts aus."""
import base64, binascii, codecs, sys, urllib.parse

raw = open(sys.argv[1], encoding="utf-8").read().strip()

def lesbar(s):
    return s and sum(c.isprintable() or c in "\n\t" for c in s) / len(s) > 0.9

kandidaten = {}
for name, fn in {
    "base64": lambda s: base64.b64decode(s + "=" * (-len(s) % 4)).decode("utf-8"),
    "hex": lambda s: binascii.unhexlify(s.replace(" ", "")).decode("utf-8"),
    "url": urllib.parse.unquote,
    "rot13": lambda s: codecs.decode(s, "rot13"),
    "zeichencodes": lambda s: "".join(chr(int(x)) for x in s.replace(",", " ").split()),
}.items():
    try:
        out = fn(raw)
        if lesbar(out) and out != raw:
            kandidaten[name] = out
    except Exception:
        pass

for name, out in kandidaten.items():
    print(f"--- {name} (nur Anzeige) ---\n{out}\n")
if not kandidaten:
    print("Keine lesbare Dekodierung gefunden.")
