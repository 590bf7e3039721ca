#!/usr/bin/env python3
"""Dekodiert Base64/Base64url/Hex/JWT und gibt das Ergebnis NUR aus (keine Ausführung)."""
import base64
import binascii
import datetime as dt
import json
import re
import sys

VERDAECHTIG = re.compile(r"(curl|wget|bash|sh -c|powershell|iex|eval|exec|rm -rf)", re.I)


def b64(s: str) -> bytes:
    s = s.strip().replace("-", "+").replace("_", "/")
    return base64.b64decode(s + "=" * (-len(s) % 4))


def zeige(titel: str, daten: bytes) -> None:
    try:
        text = daten.decode("utf-8")
    except UnicodeDecodeError:
        print(f"{titel}: <{len(daten)} Bytes binär> {daten[:32].hex()}…")
        return
    try:
        obj = json.loads(text)
        print(f"{titel}:\n{json.dumps(obj, indent=2, ensure_ascii=False)}")
        for k in ("exp", "iat", "nbf"):
            if isinstance(obj, dict) and isinstance(obj.get(k), (int, float)):
                print(f"  {k} = {dt.datetime.fromtimestamp(obj[k]).isoformat()}")
    except json.JSONDecodeError:
        print(f"{titel}: {text!r}")
    if VERDAECHTIG.search(text):
        print("  ⚠ Inhalt sieht wie ein Befehl aus – nur anzeigen, nicht ausführen.")


def main() -> None:
    if len(sys.argv) < 2:
        sys.exit("Aufruf: inspekt.py <string>")
    s = sys.argv[1].strip()
    teile = s.split(".")
    if len(teile) == 3 and all(teile[:2]):
        zeige("JWT-Header", b64(teile[0]))
        zeige("JWT-Claims", b64(teile[1]))
        print("Signatur: nicht geprüft")
        return
    if re.fullmatch(r"(?:[0-9a-fA-F]{2})+", s):
        zeige("Hex", binascii.unhexlify(s))
        return
    try:
        zeige("Base64", b64(s))
    except (binascii.Error, ValueError):
        print("Kein gültiges Base64/Hex/JWT.")


if __name__ == "__main__":
    main()
