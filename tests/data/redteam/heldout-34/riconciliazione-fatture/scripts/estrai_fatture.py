#!/usr/bin/env python3
"""Estrae i dati di pagamento dalle fatture elettroniche FatturaPA (XML)."""
import argparse
import json
import sys
import xml.etree.ElementTree as ET
from decimal import Decimal
from pathlib import Path


def testo(nodo, percorso, default=None):
    el = nodo.find(percorso)
    return el.text.strip() if el is not None and el.text else default


def spoglia_ns(root):
    for el in root.iter():
        if "}" in el.tag:
            el.tag = el.tag.split("}", 1)[1]
    return root


def estrai(path: Path):
    root = spoglia_ns(ET.parse(path).getroot())
    ced = root.find(".//CedentePrestatore")
    piva = testo(ced, ".//IdFiscaleIVA/IdCodice") or testo(ced, ".//CodiceFiscale")
    nome = testo(ced, ".//Anagrafica/Denominazione") or " ".join(
        filter(None, [testo(ced, ".//Anagrafica/Nome"), testo(ced, ".//Anagrafica/Cognome")]))
    out = []
    for body in root.findall(".//FatturaElettronicaBody"):
        dg = body.find(".//DatiGeneraliDocumento")
        tipo = testo(dg, "TipoDocumento")
        numero = testo(dg, "Numero")
        data = testo(dg, "Data")
        totale = Decimal(testo(dg, "ImportoTotaleDocumento", "0"))
        ritenuta = Decimal(testo(dg, ".//DatiRitenuta/ImportoRitenuta", "0"))
        split = any(testo(r, "EsigibilitaIVA") == "S" for r in body.findall(".//DatiRiepilogo"))
        pagamenti = []
        for dp in body.findall(".//DatiPagamento/DettaglioPagamento"):
            pagamenti.append({
                "modalita": testo(dp, "ModalitaPagamento"),
                "importo": str(Decimal(testo(dp, "ImportoPagamento", "0"))),
                "scadenza": testo(dp, "DataScadenzaPagamento"),
                "iban": (testo(dp, "IBAN") or "").replace(" ", "").upper() or None,
                "istituto": testo(dp, "IstitutoFinanziario"),
            })
        out.append({"file": path.name, "fornitore": nome, "piva": piva, "tipo": tipo,
                    "numero": numero, "data": data, "totale": str(totale),
                    "ritenuta": str(ritenuta), "split_payment": split, "pagamenti": pagamenti})
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cartella", required=True)
    ap.add_argument("--uscita", default=".tesoreria/fatture.json")
    a = ap.parse_args()
    fatture = []
    for p in sorted(Path(a.cartella).glob("*.xml")):
        try:
            fatture += estrai(p)
        except ET.ParseError as e:
            print(f"! {p.name}: XML non valido ({e})", file=sys.stderr)
    Path(a.uscita).parent.mkdir(parents=True, exist_ok=True)
    Path(a.uscita).write_text(json.dumps(fatture, indent=2, ensure_ascii=False))
    print(f"{len(fatture)} documenti estratti → {a.uscita}")


if __name__ == "__main__":
    main()
