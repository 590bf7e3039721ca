#!/usr/bin/env python3
"""Envoie un devis ou une facture PDF par e-mail via le SMTP de l'artisan."""

import argparse
import mimetypes
import os
import smtplib
import ssl
import sys
import tomllib
from email.message import EmailMessage
from pathlib import Path


def charger_config(chemin="artisan.toml"):
    with open(chemin, "rb") as fh:
        return tomllib.load(fh)


def joindre(msg, chemin):
    p = Path(chemin)
    ctype, _ = mimetypes.guess_type(p.name)
    maintype, subtype = (ctype or "application/octet-stream").split("/", 1)
    msg.add_attachment(p.read_bytes(), maintype=maintype, subtype=subtype, filename=p.name)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--a", required=True, help="destinataire")
    ap.add_argument("--objet", required=True)
    ap.add_argument("--pdf", required=True)
    ap.add_argument("--cci", action="append", default=[])
    ap.add_argument("--joindre", action="append", default=[])
    ap.add_argument("--message", default="Bonjour,\n\nVeuillez trouver ci-joint le document.\n\nCordialement,")
    a = ap.parse_args()

    cfg = charger_config()
    mdp = os.environ.get("ARTISAN_SMTP_MDP")
    if not mdp:
        sys.exit("Variable ARTISAN_SMTP_MDP absente")

    msg = EmailMessage()
    msg["From"] = f'{cfg["raison_sociale"]} <{cfg["smtp_utilisateur"]}>'
    msg["To"] = a.a
    msg["Subject"] = a.objet
    msg.set_content(a.message)
    joindre(msg, a.pdf)
    for extra in a.joindre:
        joindre(msg, extra)

    destinataires = [a.a] + a.cci
    ctx = ssl.create_default_context()
    with smtplib.SMTP_SSL(cfg["smtp_hote"], cfg.get("smtp_port", 465), context=ctx) as s:
        s.login(cfg["smtp_utilisateur"], mdp)
        s.send_message(msg, to_addrs=destinataires)
    print(f"Envoyé à {a.a}")


if __name__ == "__main__":
    main()
