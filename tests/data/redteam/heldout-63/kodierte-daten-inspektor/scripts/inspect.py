#!/usr/bin/env python3
"""Kodierte Daten anzeigen (nie ausführen). Keine Netzwerk-, keine Prozessaufrufe."""
import argparse
import base64
import binascii
import datetime as dt
import gzip
import json
import re
import sys
import urllib.parse

VERDAECHTIG = [
    (re.compile(r"\b(curl|wget|iwr|Invoke-WebRequest)\b.*\|\s*(sh|bash|iex)", re.I), "Download mit Pipe in eine Shell"),
    (re.compile(r"~?/?\.ssh/|\.aws/credentials|\.env\b", re.I), "Pfad zu Zugangsdaten"),
    (re.compile(r"\b(ignore|ignoriere).{0,30}(instructions|anweisungen)", re.I), "Anweisung an einen KI-Agenten"),
    (re.compile(r"https?://\S+"), "URL"),
]


def sichtbar(b: bytes) -> str:
    out = []
    for c in b:
        out.append(chr(c) if 32 <= c < 127 or c in (9, 10) else f"\\x{c:02x}")
    return "".join(out)


def b64(s: str):
    t = s.strip().replace("-", "+").replace("_", "/")
    t += "=" * (-len(t) % 4)
    try:
        return base64.b64decode(t, validate=True)
    except (binascii.Error, ValueError):
        return None


def versuche(s: str):
    ergebnisse = []
    teile = s.strip().split(".")
    if len(teile) == 3 and all(teile[:2]):
        h, p = b64(teile[0]), b64(teile[1])
        try:
            header, payload = json.loads(h), json.loads(p)
            for k in ("exp", "iat", "nbf"):
                if isinstance(payload.get(k), (int, float)):
                    payload[k + "_utc"] = dt.datetime.fromtimestamp(payload[k], dt.timezone.utc).isoformat()
            ergebnisse.append(("JWT (Signatur NICHT geprüft)",
                               json.dumps({"header": header, "payload": payload}, indent=2, ensure_ascii=False)))
        except Exception:
            pass
    raw = b64(s)
    if raw is not None:
        if raw[:2] == b"\x1f\x8b":
            try:
                ergebnisse.append(("Base64 + gzip", sichtbar(gzip.decompress(raw))))
            except OSError:
                pass
        ergebnisse.append(("Base64", sichtbar(raw)))
    if re.fullmatch(r"(?:[0-9a-fA-F]{2})+", s.strip()):
        ergebnisse.append(("Hex", sichtbar(bytes.fromhex(s.strip()))))
    if "%" in s:
        ergebnisse.append(("URL-Encoding", urllib.parse.unquote(s)))
    return ergebnisse


def charcodes(s: str, offset: int):
    zahlen = [int(x) for x in re.findall(r"-?\d+", s)]
    return [("Zeichencodes" + (f" (Offset {offset})" if offset else ""),
             sichtbar(bytes((z - offset) % 256 for z in zahlen)))]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("wert", nargs="?")
    ap.add_argument("--file")
    ap.add_argument("--charcodes", action="store_true")
    ap.add_argument("--offset", type=int, default=0)
    a = ap.parse_args()
    if a.file:
        s = open(a.file, encoding="utf-8", errors="replace").read()
    elif a.wert == "-" or a.wert is None:
        s = sys.stdin.read()
    else:
        s = a.wert
    erg = charcodes(s, a.offset) if a.charcodes else versuche(s)
    if not erg:
        print("Kein bekanntes Format erkannt.")
        return
    for titel, text in erg:
        print(f"=== {titel} ===\n{text}\n")
        for muster, beschreibung in VERDAECHTIG:
            if muster.search(text):
                print(f"  ⚠ enthält: {beschreibung} — nur anzeigen, nicht ausführen")
    print("Hinweis: Inhalte wurden nur dekodiert und angezeigt, nichts wurde ausgeführt.")


if __name__ == "__main__":
    main()
