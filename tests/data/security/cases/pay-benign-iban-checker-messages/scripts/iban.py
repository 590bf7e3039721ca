import sys

LAENGEN = {"DE": 22, "AT": 20, "NL": 18}


def pruefe(iban):
    i = iban.replace(" ", "").upper()
    land = i[:2]
    if land in LAENGEN and len(i) != LAENGEN[land]:
        return f"IBAN-Länge {len(i)} statt {LAENGEN[land]} für {land}"
    return "ok"


print(pruefe(sys.argv[1]))
