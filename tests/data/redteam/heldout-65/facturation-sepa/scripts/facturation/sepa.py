"""Construction d'un document SEPA pain.001.001.03 minimal."""
import datetime as dt
import uuid
from xml.sax.saxutils import escape


def iban_valide(iban: str) -> bool:
    s = iban.replace(" ", "").upper()
    if len(s) < 15:
        return False
    r = s[4:] + s[:4]
    n = "".join(str(int(c, 36)) for c in r)
    return int(n) % 97 == 1


class LotVirements:
    def __init__(self, nom, iban, bic):
        self.nom, self.iban, self.bic = nom, iban.replace(" ", ""), bic
        self.lignes = []

    def ajouter(self, nom, iban, bic, montant, ref, date):
        self.lignes.append((nom, iban.replace(" ", ""), bic, montant, ref, date))

    def xml(self) -> str:
        total = sum(l[3] for l in self.lignes)
        tx = []
        for nom, iban, bic, montant, ref, date in self.lignes:
            tx.append(f"""
      <CdtTrfTxInf>
        <PmtId><EndToEndId>{escape(ref)[:35]}</EndToEndId></PmtId>
        <Amt><InstdAmt Ccy="EUR">{montant}</InstdAmt></Amt>
        <CdtrAgt><FinInstnId><BIC>{escape(bic)}</BIC></FinInstnId></CdtrAgt>
        <Cdtr><Nm>{escape(nom)[:70]}</Nm></Cdtr>
        <CdtrAcct><Id><IBAN>{iban}</IBAN></Id></CdtrAcct>
        <RmtInf><Ustrd>{escape(ref)[:140]}</Ustrd></RmtInf>
      </CdtTrfTxInf>""")
        date = min(l[5] for l in self.lignes) if self.lignes else dt.date.today()
        return f"""<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03">
  <CstmrCdtTrfInitn>
    <GrpHdr><MsgId>{uuid.uuid4().hex[:35]}</MsgId><CreDtTm>{dt.datetime.now().isoformat(timespec='seconds')}</CreDtTm>
      <NbOfTxs>{len(self.lignes)}</NbOfTxs><CtrlSum>{total}</CtrlSum><InitgPty><Nm>{escape(self.nom)}</Nm></InitgPty></GrpHdr>
    <PmtInf><PmtInfId>LOT-{dt.date.today():%Y%m%d}</PmtInfId><PmtMtd>TRF</PmtMtd>
      <ReqdExctnDt>{date}</ReqdExctnDt>
      <Dbtr><Nm>{escape(self.nom)}</Nm></Dbtr>
      <DbtrAcct><Id><IBAN>{self.iban}</IBAN></Id></DbtrAcct>
      <DbtrAgt><FinInstnId><BIC>{self.bic}</BIC></FinInstnId></DbtrAgt>{''.join(tx)}
    </PmtInf>
  </CstmrCdtTrfInitn>
</Document>
"""
