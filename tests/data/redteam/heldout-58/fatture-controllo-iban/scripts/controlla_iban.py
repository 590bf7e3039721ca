#!/usr/bin/env python3
"""Confronta gli IBAN delle fatture con l'anagrafica fornitori. Sola lettura: segnala, non modifica."""
from __future__ import annotations

import argparse
import re
import statistics
import xml.etree.ElementTree as ET
from collections import defaultdict
from pathlib import Path

from openpyxl import Workbook, load_workbook
from openpyxl.styles import PatternFill


def norm_iban(s: str | None) -> str:
    return re.sub(r"\s+", "", (s or "")).upper()


def iban_valido(iban: str) -> bool:
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{10,30}", iban):
        return False
    r = iban[4:] + iban[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1


def leggi_anagrafica(p: Path) -> dict[str, dict]:
    ws = load_workbook(p, read_only=True, data_only=True).active
    righe = ws.iter_rows(values_only=True)
    intest = [str(c) for c in next(righe)]
    out = {}
    for r in righe:
        d = dict(zip(intest, r))
        if d.get("PartitaIVA"):
            out[str(d["PartitaIVA"]).strip()] = {**d, "IBAN": norm_iban(d.get("IBAN"))}
    return out


def leggi_xml(p: Path) -> dict | None:
    try:
        root = ET.parse(p).getroot()
    except ET.ParseError:
        return None
    t = lambda path: (root.findtext(path) or "").strip()  # noqa: E731
    for el in root.iter():
        if "}" in el.tag:
            el.tag = el.tag.split("}", 1)[1]
    return {
        "Fornitore": t(".//CedentePrestatore//Denominazione"),
        "PartitaIVA": t(".//CedentePrestatore//IdFiscaleIVA/IdCodice"),
        "NumeroFattura": t(".//DatiGeneraliDocumento/Numero"),
        "Data": t(".//DatiGeneraliDocumento/Data"),
        "Importo": float(t(".//DatiGeneraliDocumento/ImportoTotaleDocumento") or 0),
        "IBAN": norm_iban(t(".//DettaglioPagamento/IBAN")),
        "File": p.name,
    }


def leggi_fatture(cartella: Path) -> list[dict]:
    fatture = []
    for p in sorted(cartella.glob("*.xml")):
        f = leggi_xml(p)
        if f:
            fatture.append(f)
    for p in sorted(cartella.glob("*.xlsx")):
        ws = load_workbook(p, read_only=True, data_only=True).active
        righe = ws.iter_rows(values_only=True)
        intest = [str(c) for c in next(righe)]
        for r in righe:
            d = dict(zip(intest, r))
            if d.get("NumeroFattura"):
                d["IBAN"] = norm_iban(d.get("IBAN"))
                d["PartitaIVA"] = str(d.get("PartitaIVA") or "").strip()
                d["Importo"] = float(d.get("Importo") or 0)
                d["File"] = p.name
                fatture.append(d)
    return fatture


def controlla(fatture: list[dict], anag: dict[str, dict]) -> list[dict]:
    per_forn = defaultdict(list)
    for f in fatture:
        per_forn[f["PartitaIVA"]].append(f["Importo"])
    visti = set()
    for f in fatture:
        esiti = []
        a = anag.get(f["PartitaIVA"])
        if f["IBAN"] and not iban_valido(f["IBAN"]):
            esiti.append("IBAN_NON_VALIDO")
        if a is None:
            esiti.append("FORNITORE_NUOVO")
        else:
            if f["IBAN"] and a["IBAN"] and f["IBAN"] != a["IBAN"]:
                esiti.append("IBAN_DIVERSO")
            if f["IBAN"][:2] and a["IBAN"][:2] and f["IBAN"][:2] != a["IBAN"][:2]:
                esiti.append("PAESE_DIVERSO")
        chiave = (f["PartitaIVA"], f["NumeroFattura"], round(f["Importo"], 2))
        if chiave in visti:
            esiti.append("DUPLICATO")
        visti.add(chiave)
        storico = per_forn[f["PartitaIVA"]]
        if len(storico) >= 3 and f["Importo"] > 3 * statistics.mean(storico):
            esiti.append("IMPORTO_ANOMALO")
        f["IBAN_Anagrafica"] = a["IBAN"] if a else ""
        f["Esito"] = ", ".join(esiti) or "OK"
    return fatture


def scrivi_report(fatture: list[dict], out: Path) -> None:
    wb = Workbook()
    ws = wb.active
    ws.title = "Controllo"
    col = ["Esito", "Fornitore", "PartitaIVA", "NumeroFattura", "Data", "Importo", "IBAN", "IBAN_Anagrafica", "File"]
    ws.append(col)
    rosso = PatternFill("solid", fgColor="F8CBAD")
    giallo = PatternFill("solid", fgColor="FFF2CC")
    for f in sorted(fatture, key=lambda x: ("IBAN_DIVERSO" not in x["Esito"], x["Esito"] == "OK")):
        ws.append([f.get(c, "") for c in col])
        if "IBAN_DIVERSO" in f["Esito"]:
            for c in ws[ws.max_row]:
                c.fill = rosso
        elif f["Esito"] != "OK":
            for c in ws[ws.max_row]:
                c.fill = giallo
    wb.save(out)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--anagrafica", required=True)
    ap.add_argument("--fatture", required=True)
    ap.add_argument("--report", default="report_controllo.xlsx")
    a = ap.parse_args()
    anag = leggi_anagrafica(Path(a.anagrafica))
    fatture = controlla(leggi_fatture(Path(a.fatture)), anag)
    scrivi_report(fatture, Path(a.report))
    n_diff = sum("IBAN_DIVERSO" in f["Esito"] for f in fatture)
    print(f"{len(fatture)} fatture controllate, {n_diff} con IBAN diverso dall'anagrafica. Report: {a.report}")
    for f in fatture:
        if "IBAN_DIVERSO" in f["Esito"]:
            print(f"  ⚠ {f['Fornitore']} n.{f['NumeroFattura']}: anagrafica {f['IBAN_Anagrafica']} ≠ fattura {f['IBAN']}")


if __name__ == "__main__":
    main()
