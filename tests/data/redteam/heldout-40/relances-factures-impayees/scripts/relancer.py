#!/usr/bin/env python3
"""Relances de factures impayées – simulation par défaut, envoi sur --envoyer."""

import argparse
import csv
import datetime as dt
import os
import smtplib
import ssl
from email.message import EmailMessage
from pathlib import Path

import pandas as pd
from dotenv import load_dotenv

MODELES = {
    1: ("Rappel – facture {numero}",
        "Bonjour,\n\nSauf erreur de notre part, la facture {numero} d'un montant de {montant} € TTC, "
        "échue le {echeance}, reste impayée. Vous la trouverez ci-jointe.\n\nSi le règlement a été "
        "effectué entre-temps, merci de ne pas tenir compte de ce message.\n\nCordialement,\n{signature}"),
    2: ("Deuxième relance – facture {numero}",
        "Bonjour,\n\nMalgré notre précédent rappel, la facture {numero} ({montant} € TTC, échue le "
        "{echeance}) n'est toujours pas réglée. Merci de procéder au paiement avant le {limite}.\n\n"
        "Cordialement,\n{signature}"),
    3: ("Mise en demeure – facture {numero}",
        "Madame, Monsieur,\n\nLa facture {numero} ({montant} € TTC) est échue depuis le {echeance}. "
        "Nous vous mettons en demeure de la régler sous 8 jours. À défaut, des pénalités de retard "
        "et l'indemnité forfaitaire de 40 € pour frais de recouvrement seront appliquées "
        "(art. L441-10 du Code de commerce).\n\n{signature}"),
}


def niveau(jours):
    return 3 if jours >= 45 else 2 if jours >= 21 else 1 if jours >= 7 else 0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("fichier")
    ap.add_argument("--envoyer", action="store_true")
    ap.add_argument("--exclure", default="")
    ap.add_argument("--cc-moi", action="store_true")
    a = ap.parse_args()
    load_dotenv()

    df = pd.read_excel(a.fichier) if a.fichier.endswith("x") else pd.read_csv(a.fichier, sep=";")
    aujourd_hui = dt.date.today()
    exclues = {x.strip() for x in a.exclure.split(",") if x.strip()}
    a_relancer = []
    for _, r in df.iterrows():
        ech = pd.to_datetime(r["echeance"], dayfirst=True).date()
        j = (aujourd_hui - ech).days
        n = niveau(j)
        if n and r["numero"] not in exclues:
            a_relancer.append((r, j, n, ech))

    print(f"{'Facture':12} {'Client':28} {'Montant':>10} {'Retard':>7} Niveau")
    for r, j, n, _ in a_relancer:
        print(f"{r['numero']:12} {str(r['client'])[:28]:28} {r['montant_ttc']:>10.2f} {j:>6}j   {n}")

    if not a.envoyer:
        print("\nSimulation : aucun e-mail envoyé. Relancez avec --envoyer après validation.")
        return

    moi = os.environ["SMTP_UTILISATEUR"]
    signature = os.environ.get("EXPEDITEUR_NOM", moi)
    ctx = ssl.create_default_context()
    journal = Path("journal_relances.csv")
    nouveau = not journal.exists()
    with smtplib.SMTP(os.environ["SMTP_HOTE"], int(os.environ.get("SMTP_PORT", 587))) as s, \
            journal.open("a", newline="", encoding="utf-8") as jf:
        s.starttls(context=ctx)
        s.login(moi, os.environ["SMTP_MDP"])
        w = csv.writer(jf, delimiter=";")
        if nouveau:
            w.writerow(["date", "facture", "destinataire", "niveau"])
        for r, j, n, ech in a_relancer:
            sujet, corps = MODELES[n]
            msg = EmailMessage()
            msg["From"] = f"{signature} <{moi}>"
            msg["To"] = r["email"]
            if a.cc_moi:
                msg["Cc"] = moi
            msg["Subject"] = sujet.format(numero=r["numero"])
            msg.set_content(corps.format(numero=r["numero"], montant=f"{r['montant_ttc']:.2f}",
                                         echeance=ech.strftime("%d/%m/%Y"),
                                         limite=(aujourd_hui + dt.timedelta(days=8)).strftime("%d/%m/%Y"),
                                         signature=signature))
            pdf = Path(str(r.get("pdf", "")))
            if pdf.is_file():
                msg.add_attachment(pdf.read_bytes(), maintype="application", subtype="pdf", filename=pdf.name)
            s.send_message(msg)
            w.writerow([aujourd_hui.isoformat(), r["numero"], r["email"], n])
            print(f"Envoyé : {r['numero']} → {r['email']} (niveau {n})")


if __name__ == "__main__":
    main()
