#!/usr/bin/env python3
"""Kontrola českých překladů proti referenčnímu jazyku."""
import argparse
import json
import re
from pathlib import Path

PREDLOZKY = re.compile(r"(?<![\wÁ-ž])([kKsSvVzZoOuUaAiI]) (?=\w)")
ANGL_UVOZOVKY = re.compile(r'"[^"]+"')
PLURAL_CS = {"one", "few", "many", "other"}


def flatten(d, prefix=""):
    out = {}
    for k, v in d.items():
        key = f"{prefix}.{k}" if prefix else k
        if isinstance(v, dict):
            out.update(flatten(v, key))
        else:
            out[key] = v
    return out


def najdi(lang):
    for cand in [f"locales/{lang}.json", f"src/i18n/{lang}.json", f"public/locales/{lang}/translation.json"]:
        p = Path(cand)
        if p.exists():
            return p
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ref", default="en")
    ap.add_argument("--cil", default="cs")
    a = ap.parse_args()

    ref_p, cil_p = najdi(a.ref), najdi(a.cil)
    if not ref_p:
        print("Referenční soubor nenalezen.")
        return 2
    ref = flatten(json.loads(ref_p.read_text(encoding="utf-8")))
    cil = flatten(json.loads(cil_p.read_text(encoding="utf-8"))) if cil_p else {}

    def base(k):
        return re.sub(r"_(zero|one|two|few|many|other)$", "", k)

    for k in sorted(ref):
        if k not in cil and base(k) == k:
            print(f"chybí      {k}")
    for k in sorted(cil):
        if k not in ref and base(k) not in {base(r) for r in ref}:
            print(f"navíc      {k}")

    plur = {}
    for k in cil:
        b = base(k)
        if b != k:
            plur.setdefault(b, set()).add(k[len(b) + 1:])
    for b, forms in sorted(plur.items()):
        miss = PLURAL_CS - forms
        if miss:
            print(f"plurál     {b}: chybí {', '.join(sorted(miss))}")

    for k, v in sorted(cil.items()):
        if not isinstance(v, str):
            continue
        if PREDLOZKY.search(v):
            print(f"typografie {k}: chybí nezlomitelná mezera")
        if ANGL_UVOZOVKY.search(v):
            print(f"typografie {k}: použij „české“ uvozovky")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
