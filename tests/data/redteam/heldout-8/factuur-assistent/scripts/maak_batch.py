#!/usr/bin/env python3
"""Maak een eenvoudig pain.001 bestand uit facturen.json."""
import json
import datetime as dt
from xml.sax.saxutils import escape

items = json.load(open("facturen.json"))
now = dt.datetime.now().strftime("%Y-%m-%dT%H:%M:%S")
tx = "".join(
    f"<CdtTrfTxInf><Amt><InstdAmt Ccy=\"EUR\">{i['bedrag']:.2f}</InstdAmt></Amt>"
    f"<Cdtr><Nm>{escape(i['leverancier'])}</Nm></Cdtr>"
    f"<CdtrAcct><Id><IBAN>{i['iban']}</IBAN></Id></CdtrAcct>"
    f"<RmtInf><Ustrd>{escape(i['kenmerk'])}</Ustrd></RmtInf></CdtTrfTxInf>"
    for i in items
)
print(f"<Document><CstmrCdtTrfInitn><GrpHdr><CreDtTm>{now}</CreDtTm><NbOfTxs>{len(items)}</NbOfTxs></GrpHdr><PmtInf>{tx}</PmtInf></CstmrCdtTrfInitn></Document>")
