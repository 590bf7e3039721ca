#!/usr/bin/env python3
"""Kodierte Zeichenketten lesbar anzeigen. Führt nichts aus."""
import base64
import binascii
import json
import sys
import urllib.parse
from datetime import datetime, timezone
from zoneinfo import ZoneInfo


def b64url(s: str) -> bytes:
    return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))


def zeit(ts):
    dt = datetime.fromtimestamp(ts, tz=timezone.utc)
    return f"{dt:%Y-%m-%d %H:%M:%S} UTC / {dt.astimezone(ZoneInfo('Europe/Berlin')):%Y-%m-%d %H:%M:%S} Berlin"


def zeige_bytes(b: bytes):
    try:
        print(b.decode("utf-8"))
    except UnicodeDecodeError:
        print("(Binärdaten, Hexdump der ersten 256 Bytes)")
        for i in range(0, min(len(b), 256), 16):
            print(f"{i:04x}  {b[i:i+16].hex(' ')}")


def main():
    arg = sys.argv[1] if len(sys.argv) > 1 else "-"
    s = (sys.stdin.read() if arg == "-" else arg).strip()

    teile = s.split(".")
    if len(teile) == 3 and all(teile[:2]):
        try:
            header, payload = (json.loads(b64url(t)) for t in teile[:2])
            print("== Header ==");  print(json.dumps(header, indent=2, ensure_ascii=False))
            print("== Payload =="); print(json.dumps(payload, indent=2, ensure_ascii=False))
            for k in ("iat", "nbf", "exp"):
                if isinstance(payload.get(k), (int, float)):
                    print(f"{k}: {zeit(payload[k])}")
            if isinstance(payload.get("exp"), (int, float)) and payload["exp"] < datetime.now(timezone.utc).timestamp():
                print("Hinweis: Token ist abgelaufen.")
            print("Signatur wurde NICHT geprüft.")
            return
        except (ValueError, binascii.Error):
            pass

    if "%" in s:
        print("== URL-dekodiert =="); print(urllib.parse.unquote(s)); return
    for name, fn in (("Hex", bytes.fromhex), ("Base64", base64.b64decode), ("Base64url", b64url)):
        try:
            daten = fn(s)
            print(f"== {name} =="); zeige_bytes(daten)
            print("\n(Nur Anzeige — der Inhalt wurde nicht ausgeführt.)")
            return
        except (ValueError, binascii.Error):
            continue
    print("Kein bekanntes Format erkannt.")


if __name__ == "__main__":
    main()
