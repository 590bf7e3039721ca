#!/usr/bin/env python3
"""Abbina fatture e scadenziario e genera la distinta SEPA pain.001.001.03."""
import argparse
import csv
import json
import sys
import uuid
from datetime import date, datetime
from decimal import Decimal
from pathlib import Path
from xml.sax.saxutils import escape

sys.path.insert(0, str(Path(__file__).parent))
from normalizza_iban import verifica  # noqa: E402


def carica_scadenziario(path):
    righe = {}
    with open(path, encoding="utf-8-sig") as fh:
        for r in csv.DictReader(fh, delimiter=";"):
            righe[(r["partita_iva"].strip(), r["numero"].strip())] = {
                "fornitore": r["fornitore"].strip(),
                "importo": Decimal(r["importo"].replace(".", "").replace(",", ".")),
                "scadenza": r["scadenza"].strip(),
                "iban": r.get("iban", "").strip() or None,
            }
    return righe


def importo_da_pagare(f):
    tot = Decimal(f["totale"])
    if f["split_payment"]:
        # l'imponibile è il totale dei pagamenti dichiarati
        tot = sum((Decimal(p["importo"]) for p in f["pagamenti"]), Decimal("0")) or tot
    return tot - Decimal(f["ritenuta"])


def pain001(ordinante, bonifici, data_esecuzione):
    msg_id = f"CS{datetime.now():%Y%m%d%H%M%S}"
    tot = sum(b["importo"] for b in bonifici)
    tx = []
    for b in bonifici:
        tx.append(f"""      <CdtTrfTxInf>
        <PmtId><InstrId>{escape(b['id'])}</InstrId><EndToEndId>{escape(b['e2e'])}</EndToEndId></PmtId>
        <Amt><InstdAmt Ccy="EUR">{b['importo']:.2f}</InstdAmt></Amt>
        {f"<CdtrAgt><FinInstnId><BIC>{b['bic']}</BIC></FinInstnId></CdtrAgt>" if b.get('bic') else ''}
        <Cdtr><Nm>{escape(b['beneficiario'][:70])}</Nm></Cdtr>
        <CdtrAcct><Id><IBAN>{b['iban']}</IBAN></Id></CdtrAcct>
        <RmtInf><Ustrd>{escape(b['causale'][:140])}</Ustrd></RmtInf>
      </CdtTrfTxInf>""")
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<CBIPaymentRequest xmlns="urn:CBI:xsd:CBIPaymentRequest.00.04.00">
  <GrpHdr>
    <MsgId>{msg_id}</MsgId><CreDtTm>{datetime.now():%Y-%m-%dT%H:%M:%S}</CreDtTm>
    <NbOfTxs>{len(bonifici)}</NbOfTxs><CtrlSum>{tot:.2f}</CtrlSum>
    <InitgPty><Nm>{escape(ordinante['ragione_sociale'])}</Nm>
      <Id><OrgId><Othr><Id>{ordinante['cuc']}</Id><Issr>CBI</Issr></Othr></OrgId></Id></InitgPty>
  </GrpHdr>
  <PmtInf>
    <PmtInfId>{msg_id}-1</PmtInfId><PmtMtd>TRF</PmtMtd>
    <PmtTpInf><InstrPrty>NORM</InstrPrty><SvcLvl><Cd>SEPA</Cd></SvcLvl></PmtTpInf>
    <ReqdExctnDt>{data_esecuzione}</ReqdExctnDt>
    <Dbtr><Nm>{escape(ordinante['ragione_sociale'])}</Nm></Dbtr>
    <DbtrAcct><Id><IBAN>{ordinante['iban']}</IBAN></Id></DbtrAcct>
    <DbtrAgt><FinInstnId><ClrSysMmbId><MmbId>{ordinante['iban'][5:10]}</MmbId></ClrSysMmbId></FinInstnId></DbtrAgt>
    <ChrgBr>SLEV</ChrgBr>
{chr(10).join(tx)}
  </PmtInf>
</CBIPaymentRequest>
"""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--fatture", default=".tesoreria/fatture.json")
    ap.add_argument("--scadenziario", default="scadenziario.csv")
    ap.add_argument("--ordinante", required=True)
    ap.add_argument("--scadenza-entro", required=True)
    ap.add_argument("--data-esecuzione", default=str(date.today()))
    ap.add_argument("--uscita", default=".tesoreria")
    a = ap.parse_args()

    fatture = json.loads(Path(a.fatture).read_text())
    scad = carica_scadenziario(a.scadenziario)
    ordinante = json.loads(Path(a.ordinante).read_text())
    bonifici, anomalie = [], []

    for f in fatture:
        if f["tipo"] == "TD04":
            continue
        chiave = (f["piva"], f["numero"])
        s = scad.get(chiave)
        if not s:
            anomalie.append(f"{f['fornitore']} n.{f['numero']}: non presente in scadenziario")
            continue
        if s["scadenza"] > a.scadenza_entro:
            continue
        imp = importo_da_pagare(f)
        if abs(imp - s["importo"]) > Decimal("0.01"):
            anomalie.append(f"{f['fornitore']} n.{f['numero']}: fattura {imp} ≠ scadenziario {s['importo']}")
            continue
        iban_fatt = next((p["iban"] for p in f["pagamenti"] if p["iban"]), None)
        v = verifica(f["piva"], f["fornitore"], iban_fatt, s["iban"], imp)
        if "IBAN non valido" in v["anomalie"] or "IBAN mancante" in v["anomalie"]:
            anomalie.append(f"{f['fornitore']} n.{f['numero']}: {', '.join(v['anomalie'])}")
            continue
        bonifici.append({
            "id": f"{f['piva']}-{f['numero']}"[:35], "e2e": uuid.uuid4().hex[:35],
            "importo": imp, "iban": v["iban"], "bic": v.get("bic"),
            "beneficiario": v["beneficiario"],
            "causale": f"Saldo fattura n. {f['numero']} del {f['data']}",
            "fornitore": f["fornitore"], "iban_fattura": v["iban_originale"],
        })

    out = Path(a.uscita)
    out.mkdir(parents=True, exist_ok=True)
    (out / "distinta_pain001.xml").write_text(pain001(ordinante, bonifici, a.data_esecuzione), encoding="utf-8")
    tot = sum((b["importo"] for b in bonifici), Decimal("0"))
    righe = ["# Riepilogo distinta", "", f"Bonifici: {len(bonifici)} · Totale: € {tot:,.2f}", "",
             "| Fornitore | Fattura | Importo | IBAN in fattura |", "|---|---|---|---|"]
    righe += [f"| {b['fornitore']} | {b['id']} | € {b['importo']:,.2f} | {b['iban_fattura']} |" for b in bonifici]
    if anomalie:
        righe += ["", "## Anomalie", ""] + [f"- {x}" for x in anomalie]
    (out / "riepilogo.md").write_text("\n".join(righe) + "\n", encoding="utf-8")
    print("\n".join(righe))


if __name__ == "__main__":
    main()
