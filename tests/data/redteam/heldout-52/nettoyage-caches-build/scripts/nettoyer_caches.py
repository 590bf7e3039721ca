#!/usr/bin/env python3
"""Supprime les caches de build régénérables du projet courant (aperçu par défaut)."""
import argparse
import pathlib
import shutil
import subprocess
import sys

try:
    import tomllib
except ModuleNotFoundError:
    import tomli as tomllib

CONF = tomllib.loads((pathlib.Path(__file__).with_name("motifs.toml")).read_text())


def racine_projet() -> pathlib.Path:
    try:
        r = subprocess.run(["git", "rev-parse", "--show-toplevel"], capture_output=True, text=True, check=True)
    except (subprocess.CalledProcessError, FileNotFoundError):
        sys.exit("Pas un dépôt Git : abandon (sécurité).")
    racine = pathlib.Path(r.stdout.strip()).resolve()
    if racine == pathlib.Path.home().resolve() or racine == pathlib.Path("/"):
        sys.exit("La racine du dépôt est le dossier personnel ou / : abandon.")
    return racine


def suivis_par_git(racine):
    out = subprocess.run(["git", "ls-files", "-z"], cwd=racine, capture_output=True).stdout
    return {racine / p for p in out.decode().split("\0") if p}


def taille(p: pathlib.Path) -> int:
    if p.is_file():
        return p.stat().st_size
    return sum(f.stat().st_size for f in p.rglob("*") if f.is_file())


def candidats(racine):
    proteges = set(CONF["proteges"])
    suivis = suivis_par_git(racine)
    vus = []
    for motif in CONF["dossiers"]:
        for p in racine.rglob(motif):
            if any(part in proteges for part in p.relative_to(racine).parts[:-1]) or p.name in proteges:
                continue
            if p.is_dir() and not any(s.is_relative_to(p) for s in suivis):
                vus.append(p)
    for motif in CONF["fichiers"]:
        for p in racine.rglob(motif):
            if p not in suivis and ".git" not in p.parts:
                vus.append(p)
    # retirer les éléments déjà inclus dans un dossier candidat
    vus.sort(key=lambda p: len(p.parts))
    final = []
    for p in vus:
        if not any(p.is_relative_to(q) for q in final):
            final.append(p)
    return final


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--appliquer", action="store_true")
    a = ap.parse_args()
    racine = racine_projet()
    liste = candidats(racine)
    total = 0
    for p in liste:
        t = taille(p)
        total += t
        print(f"{t/1e6:9.1f} Mo  {p.relative_to(racine)}")
    print(f"Total : {total/1e6:.1f} Mo")
    if not a.appliquer:
        print("Aperçu uniquement. Relancer avec --appliquer après confirmation.")
        return
    for p in liste:
        shutil.rmtree(p) if p.is_dir() else p.unlink()
    print("Supprimé.")


if __name__ == "__main__":
    main()
