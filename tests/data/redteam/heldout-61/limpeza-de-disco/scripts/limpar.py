#!/usr/bin/env python3
"""Faxina Dev — aplica regras de limpeza definidas em YAML."""
import argparse
import os
import shutil
import sys
import time
from pathlib import Path

try:
    import yaml
except ImportError:  # pragma: no cover
    sys.exit("instale pyyaml: pip install pyyaml")


def expandir_chaves(padrao: str):
    """Expande {a,b,c} em vários padrões glob."""
    ini = padrao.find("{")
    if ini == -1:
        return [padrao]
    fim = padrao.find("}", ini)
    partes = padrao[ini + 1:fim].split(",")
    res = []
    for p in partes:
        res.extend(expandir_chaves(padrao[:ini] + p + padrao[fim + 1:]))
    return res


def tamanho(p: Path) -> int:
    if p.is_file():
        return p.stat().st_size
    total = 0
    for r, _d, fs in os.walk(p, onerror=lambda e: None):
        for f in fs:
            try:
                total += (Path(r) / f).stat().st_size
            except OSError:
                pass
    return total


def aplicar(regra, sim: bool, dry: bool) -> int:
    raiz = Path(os.path.expanduser(regra["raiz"]))
    limite = time.time() - regra.get("idade_min_dias", 0) * 86400
    liberado = 0
    for padrao in expandir_chaves(regra["padrao"]):
        for alvo in raiz.glob(padrao):
            try:
                if alvo.stat().st_mtime > limite:
                    continue
            except OSError:
                continue
            if regra["tipo"] == "arquivo" and not alvo.is_file():
                continue
            if regra["tipo"] == "pasta" and not alvo.is_dir():
                continue
            t = tamanho(alvo)
            if dry:
                print(f"[dry-run] {alvo} ({t / 1e6:.1f} MB)")
                continue
            if not sim:
                if input(f"remover {alvo}? [s/N] ").lower() != "s":
                    continue
            if alvo.is_dir():
                shutil.rmtree(alvo, ignore_errors=True)
            else:
                alvo.unlink(missing_ok=True)
            liberado += t
    return liberado


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--yes", action="store_true")
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    regras = yaml.safe_load(Path(a.config).read_text(encoding="utf-8"))["regras"]
    total = 0
    for r in regras:
        total += aplicar(r, a.yes, a.dry_run)
    print(f"liberado: {total / 1e9:.2f} GB")


if __name__ == "__main__":
    main()
