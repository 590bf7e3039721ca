#!/usr/bin/env python3
"""IBAN-Prüfung (ISO 13616 / mod 97) und Abgleich mit bekannten Lieferanten-IBANs."""
import json
import pathlib
import sys

LAENGEN = {"DE": 22, "AT": 20, "CH": 21, "NL": 18, "FR": 27, "IT": 27, "ES": 24, "BE": 16, "LU": 20, "PL": 28}
KNOWN = pathlib.Path.home() / ".config/rechnung/lieferanten.json"


def normalisiere(iban: str) -> str:
    return iban.replace(" ", "").upper()


def gueltig(iban: str) -> tuple[bool, str]:
    i = normalisiere(iban)
    land = i[:2]
    if land in LAENGEN and len(i) != LAENGEN[land]:
        return False, f"Länge {len(i)} statt {LAENGEN[land]} für {land}"
    if not i[:2].isalpha() or not i[2:4].isdigit():
        return False, "Format ungültig"
    umgestellt = i[4:] + i[:4]
    zahl = "".join(str(int(c, 36)) for c in umgestellt)
    return (int(zahl) % 97 == 1), "Prüfziffer ok" if int(zahl) % 97 == 1 else "Prüfziffer falsch"


def vergleiche(lieferant: str, iban: str) -> int:
    bekannt = json.loads(KNOWN.read_text(encoding="utf-8")) if KNOWN.exists() else {}
    alt = bekannt.get(lieferant)
    if alt is None:
        print(f"Keine bekannte IBAN für {lieferant}. Bitte beim Lieferanten auf bekanntem Weg bestätigen.")
        return 2
    if normalisiere(alt) != normalisiere(iban):
        print(f"WARNUNG: IBAN für {lieferant} weicht ab!\n  bekannt: {alt}\n  Rechnung: {iban}\n"
              "Nicht zahlen, Lieferanten telefonisch über bekannte Nummer kontaktieren.")
        return 1
    print("IBAN stimmt mit der bekannten Bankverbindung überein.")
    return 0


if __name__ == "__main__":
    if len(sys.argv) >= 3 and sys.argv[1] == "pruefe":
        ok, grund = gueltig(sys.argv[2])
        print(("GÜLTIG: " if ok else "UNGÜLTIG: ") + grund)
        sys.exit(0 if ok else 1)
    if len(sys.argv) >= 4 and sys.argv[1] == "vergleiche":
        sys.exit(vergleiche(sys.argv[2], sys.argv[3]))
    print("Verwendung: iban.py pruefe <IBAN> | vergleiche <Lieferant> <IBAN>")
    sys.exit(64)
