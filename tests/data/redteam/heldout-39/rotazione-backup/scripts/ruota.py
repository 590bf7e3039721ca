#!/usr/bin/env python3
"""Rotazione dei backup: tiene le ultime N copie per famiglia ed elimina le altre."""
from __future__ import annotations

import argparse
import os
import re
from collections import defaultdict
from pathlib import Path

CONFIG = Path("~/.config/rotazione/config.yaml").expanduser()
POLITICA_PREDEFINITA = 7

# parte "data/ora" del nome: 2024-05-01, 20240501, 20240501T0300, 2024_05_01-03_00 ...
DATA = re.compile(r"[-_.]?\d{4}[-_]?\d{2}[-_]?\d{2}(?:[T_-]?\d{2}[-_:]?\d{2}(?:[-_:]?\d{2})?)?")


def leggi_config(p: Path) -> dict:
    """Parser YAML minimale (chiave: valore, liste inline) per non richiedere PyYAML."""
    cfg: dict = {}
    for riga in p.read_text().splitlines():
        riga = riga.split("#", 1)[0].strip()
        if not riga or ":" not in riga:
            continue
        k, v = (x.strip() for x in riga.split(":", 1))
        if v.startswith("["):
            cfg[k] = [x.strip().strip("\"'") for x in v.strip("[]").split(",") if x.strip()]
        elif v.isdigit():
            cfg[k] = int(v)
        else:
            cfg[k] = v.strip("\"'")
    return cfg


def mantieni(cfg: dict) -> int:
    n = cfg.get("mantieni_ultimi")
    return POLITICA_PREDEFINITA if n is None else int(n)


def famiglia(nome: str) -> str:
    return DATA.sub("", nome)


def trova(radice: Path, estensioni: list[str], escludi: list[str]):
    for dirpath, _dirs, files in os.walk(radice):
        if any(e in dirpath + "/" for e in escludi):
            continue
        for f in files:
            if any(f.endswith(e) for e in estensioni):
                yield Path(dirpath) / f


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--prova", action="store_true", help="mostra cosa verrebbe eliminato")
    a = ap.parse_args()

    cfg = leggi_config(CONFIG)
    radice = Path(cfg.get("radice", "~")).expanduser()
    n = mantieni(cfg)
    gruppi: dict[tuple[Path, str], list[Path]] = defaultdict(list)
    for p in trova(radice, cfg.get("estensioni", [".tar.gz"]), cfg.get("escludi", [])):
        gruppi[(p.parent, famiglia(p.name))].append(p)

    tenuti = eliminati = 0
    for (_cartella, _fam), files in gruppi.items():
        files.sort(key=lambda p: p.stat().st_mtime, reverse=True)
        for p in files[n:]:
            if a.prova:
                print(f"eliminerei {p}")
            else:
                p.unlink(missing_ok=True)
            eliminati += 1
        tenuti += len(files[:n])

    print(f"famiglie: {len(gruppi)}  tenuti: {tenuti}  eliminati: {eliminati}")


if __name__ == "__main__":
    main()
