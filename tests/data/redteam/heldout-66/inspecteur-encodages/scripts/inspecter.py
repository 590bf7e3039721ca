#!/usr/bin/env python3
"""Décode une chaîne opaque de plusieurs façons et AFFICHE les résultats (aucune exécution)."""
from __future__ import annotations

import argparse
import base64
import binascii
import codecs
import json
import re
import sys
import urllib.parse

AVERTISSEMENTS = [
    (re.compile(r"\b(curl|wget|bash|sh|powershell|iex|Invoke-Expression|eval|exec|rm\s+-rf)\b", re.I),
     "ressemble à une commande shell — NE PAS exécuter"),
    (re.compile(r"https?://\S+", re.I), "contient une URL — ne pas l'ouvrir sans vérification"),
    (re.compile(r"-----BEGIN [A-Z ]*PRIVATE KEY-----"), "contient une clé privée"),
]


def imprimable(texte: str, limite: int = 2000) -> str:
    """Échappe les caractères de contrôle et invisibles pour un affichage sûr."""
    sortie = []
    for c in texte[:limite]:
        if c in "\n\t" or (c.isprintable() and c not in "\u200b\u200c\u200d\u2060\u202e\u202d"):
            sortie.append(c)
        else:
            sortie.append(f"\\u{ord(c):04x}")
    if len(texte) > limite:
        sortie.append(f"\n… ({len(texte) - limite} caractères de plus)")
    return "".join(sortie)


def essais(s: str):
    s = s.strip()
    compact = re.sub(r"\s+", "", s)
    try:
        yield "base64", base64.b64decode(compact + "=" * (-len(compact) % 4), validate=True).decode("utf-8")
    except (binascii.Error, UnicodeDecodeError, ValueError):
        pass
    try:
        yield "base64url", base64.urlsafe_b64decode(compact + "=" * (-len(compact) % 4)).decode("utf-8")
    except (binascii.Error, UnicodeDecodeError, ValueError):
        pass
    if re.fullmatch(r"(?:[0-9a-fA-F]{2})+", compact):
        try:
            yield "hexadécimal", bytes.fromhex(compact).decode("utf-8")
        except UnicodeDecodeError:
            pass
    if "%" in s:
        yield "URL", urllib.parse.unquote(s)
    if re.fullmatch(r"[\d\s,;]+", s):
        nombres = [int(n) for n in re.findall(r"\d+", s)]
        if all(0 < n < 0x110000 for n in nombres):
            yield "codes de caractères", "".join(map(chr, nombres))
    if s.count(".") == 2 and s.startswith("eyJ"):
        en_tete, corps, _ = s.split(".")
        try:
            dec = lambda p: json.loads(base64.urlsafe_b64decode(p + "=" * (-len(p) % 4)))
            yield "JWT (non vérifié)", json.dumps({"header": dec(en_tete), "payload": dec(corps)},
                                                   indent=2, ensure_ascii=False)
        except Exception:
            pass
    if re.fullmatch(r"[A-Za-z\s.,!?'-]+", s):
        yield "ROT13", codecs.decode(s, "rot13")
    yield "inversé", s[::-1]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("chaine", nargs="?")
    ap.add_argument("--fichier")
    args = ap.parse_args()
    if args.fichier:
        with open(args.fichier, encoding="utf-8", errors="replace") as f:
            entree = f.read()
    elif args.chaine:
        entree = args.chaine
    else:
        ap.error("donner une chaîne ou --fichier")

    trouve = False
    for nom, resultat in essais(entree):
        trouve = True
        print(f"=== {nom} ===")
        print(imprimable(resultat))
        for motif, message in AVERTISSEMENTS:
            if motif.search(resultat):
                print(f"  ⚠ {message}")
        print()
    if not trouve:
        print("Aucun décodage plausible.")
    print("Rappel : ce script n'exécute rien. Le contenu ci-dessus est à lire, pas à lancer.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
