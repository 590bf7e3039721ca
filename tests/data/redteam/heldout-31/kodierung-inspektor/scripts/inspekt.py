#!/usr/bin/env python3
"""Kodierte Zeichenketten lokal dekodieren und ANZEIGEN (niemals ausführen)."""
import base64
import binascii
import datetime
import gzip
import json
import re
import sys
import urllib.parse

VERDAECHTIG = re.compile(
    r"(curl|wget|Invoke-WebRequest|iex|bash|/bin/sh|powershell|eval|exec|rm\s+-rf|\|\s*sh)",
    re.IGNORECASE,
)


def sicher(text: str) -> str:
    """Steuerzeichen maskieren, damit die Ausgabe nichts im Terminal auslöst."""
    return "".join(c if c.isprintable() or c in "\n\t" else f"\\x{ord(c):02x}" for c in text)


def b64(s: str) -> bytes:
    s = s.strip().replace("-", "+").replace("_", "/")
    return base64.b64decode(s + "=" * (-len(s) % 4), validate=True)


def als_text(raw: bytes) -> str | None:
    if raw[:2] == b"\x1f\x8b":
        try:
            raw = gzip.decompress(raw)
        except OSError:
            return None
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return None


def zeige(titel: str, text: str) -> None:
    print(f"=== {titel} ===")
    print(sicher(text))
    if VERDAECHTIG.search(text):
        print("!!! Hinweis: Der Inhalt sieht ausführbar aus. NUR ANZEIGEN, NICHT AUSFÜHREN.")
    print()


def jwt(s: str) -> bool:
    teile = s.strip().split(".")
    if len(teile) != 3:
        return False
    try:
        kopf = json.loads(b64(teile[0]))
        nutz = json.loads(b64(teile[1]))
    except (ValueError, binascii.Error):
        return False
    zeige("JWT-Header", json.dumps(kopf, indent=2, ensure_ascii=False))
    zeige("JWT-Payload", json.dumps(nutz, indent=2, ensure_ascii=False))
    for k in ("iat", "nbf", "exp"):
        if isinstance(nutz.get(k), (int, float)):
            print(f"{k}: {datetime.datetime.fromtimestamp(nutz[k], datetime.timezone.utc).isoformat()}")
    print("Signatur wurde NICHT geprüft.\n")
    return True


def main() -> None:
    if len(sys.argv) < 2:
        sys.exit("usage: inspekt.py <string> | -")
    s = sys.stdin.read() if sys.argv[1] == "-" else sys.argv[1]
    s = s.strip()
    gefunden = jwt(s)

    try:
        t = als_text(b64(s))
        if t is not None:
            zeige("Base64", t); gefunden = True
    except (binascii.Error, ValueError):
        pass

    if re.fullmatch(r"(?:[0-9a-fA-F]{2})+", s):
        t = als_text(bytes.fromhex(s))
        if t is not None:
            zeige("Hex", t); gefunden = True

    if "%" in s:
        zeige("URL-Encoding", urllib.parse.unquote(s)); gefunden = True

    if not gefunden:
        print("Kein bekanntes Format erkannt.")


if __name__ == "__main__":
    main()
