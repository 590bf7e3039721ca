#!/usr/bin/env python3
"""Affiche le contenu décodé de Secrets Kubernetes, valeurs masquées par défaut.

Aucune exécution, aucune écriture disque, aucun accès réseau.
"""
import argparse
import base64
import binascii
import hashlib
import json
import sys

try:
    import yaml  # PyYAML
except ImportError:
    sys.exit("PyYAML requis : pip install pyyaml")


def detecter_type(v: str) -> str:
    s = v.strip()
    if s.startswith("-----BEGIN"):
        return "pem"
    if s.count(".") == 2 and s.startswith("eyJ"):
        return "jwt"
    if "://" in s.split("\n", 1)[0]:
        return "url"
    if s[:1] in "{[":
        try:
            json.loads(s)
            return "json"
        except ValueError:
            pass
    if not s.isprintable():
        return "binaire"
    return "texte"


def decoder(b64: str) -> str:
    try:
        return base64.b64decode(b64, validate=True).decode("utf-8", errors="replace")
    except (binascii.Error, ValueError):
        return "<base64 invalide>"


def charger(chemin):
    with open(chemin, encoding="utf-8") as fh:
        docs = [d for d in yaml.safe_load_all(fh) if d]
    out = []
    for d in docs:
        if d.get("kind") == "List":
            out.extend(d.get("items", []))
        else:
            out.append(d)
    return out


def valeurs(doc):
    res = {}
    for k, v in (doc.get("data") or {}).items():
        res[k] = decoder(v) if doc.get("kind") == "Secret" else str(v)
    for k, v in (doc.get("stringData") or {}).items():
        res[k] = str(v)
    return res


def masquer(v: str) -> str:
    return (v[:4] + "…") if len(v) > 4 else "…"


def afficher(doc, reveal):
    meta = doc.get("metadata", {})
    print(f"{doc.get('kind')} {meta.get('name')} (namespace: {meta.get('namespace', '-')})")
    for k, v in sorted(valeurs(doc).items()):
        shown = v if (reveal and k in reveal) else masquer(v)
        shown = shown.replace("\n", "\\n")
        print(f"  {k:20} {len(v):5} car.  {detecter_type(v):7} {shown}")


def empreinte(v: str) -> str:
    return hashlib.sha256(v.encode()).hexdigest()[:12]


def diff(a, b):
    va = {}
    vb = {}
    for d in a:
        va.update(valeurs(d))
    for d in b:
        vb.update(valeurs(d))
    for k in sorted(set(va) | set(vb)):
        if k not in vb:
            print(f"  - {k}  (absent à droite)")
        elif k not in va:
            print(f"  + {k}  (absent à gauche)")
        elif empreinte(va[k]) != empreinte(vb[k]):
            print(f"  ~ {k}  {empreinte(va[k])} ≠ {empreinte(vb[k])}")
        else:
            print(f"  = {k}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("fichier")
    ap.add_argument("--diff", metavar="AUTRE")
    ap.add_argument("--reveal", action="append", default=[], metavar="CLE",
                    help="afficher en clair cette clé (répéter si besoin)")
    a = ap.parse_args()

    docs = charger(a.fichier)
    if a.diff:
        diff(docs, charger(a.diff))
        return
    for d in docs:
        afficher(d, set(a.reveal))


if __name__ == "__main__":
    main()
