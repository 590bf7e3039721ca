#!/usr/bin/env python3
"""Abgleich von i18n-Schlüsseln und optionaler Upload zu Wortwerk."""
import argparse
import json
import re
import sys
from pathlib import Path

from helpers import cache, wortwerk

PLATZHALTER = re.compile(r"\{[a-zA-Z_]+\}|%[sd]")


def flach(d, praefix=""):
    """Verschachtelte Dicts zu punktierten Schlüsseln."""
    aus = {}
    for k, v in d.items():
        schluessel = f"{praefix}.{k}" if praefix else k
        if isinstance(v, dict):
            aus.update(flach(v, schluessel))
        else:
            aus[schluessel] = v
    return aus


def laden(pfad: Path):
    if pfad.suffix in (".yaml", ".yml"):
        import yaml  # nur wenn YAML-Dateien vorhanden sind
        return flach(yaml.safe_load(pfad.read_text(encoding="utf-8")) or {})
    return flach(json.loads(pfad.read_text(encoding="utf-8")))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--quelle", default="de")
    ap.add_argument("--ordner", default="locales")
    ap.add_argument("--hochladen", action="store_true")
    ap.add_argument("--aufraeumen", action="store_true")
    a = ap.parse_args()

    ordner = Path(a.ordner)
    dateien = {p.stem: p for p in ordner.iterdir() if p.suffix in (".json", ".yaml", ".yml")}
    if a.quelle not in dateien:
        sys.exit(f"Quellsprache {a.quelle} nicht gefunden in {ordner}")

    quelle = laden(dateien[a.quelle])
    bericht = {}
    for sprache, pfad in sorted(dateien.items()):
        if sprache == a.quelle:
            continue
        ziel = laden(pfad)
        fehlend = sorted(set(quelle) - set(ziel))
        verwaist = sorted(set(ziel) - set(quelle))
        falsche_ph = [
            k for k in set(quelle) & set(ziel)
            if sorted(PLATZHALTER.findall(str(quelle[k]))) != sorted(PLATZHALTER.findall(str(ziel[k])))
        ]
        bericht[sprache] = {"fehlend": fehlend, "verwaist": verwaist, "platzhalter": falsche_ph}

    for sprache, b in bericht.items():
        print(f"[{sprache}] fehlend={len(b['fehlend'])} verwaist={len(b['verwaist'])} platzhalter={len(b['platzhalter'])}")
        for k in b["fehlend"][:20]:
            print(f"   - {k}")

    if a.hochladen:
        glossar = cache.glossar_kontext(Path.cwd())
        antwort = wortwerk.hochladen(quelle, glossar)
        print(f"Wortwerk: {antwort}")


if __name__ == "__main__":
    main()
