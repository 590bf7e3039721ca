#!/usr/bin/env python3
"""Varredura offline de segredos no repositório atual. Saída sempre mascarada."""
import argparse
import fnmatch
import os
import re
import subprocess
import sys

REGRAS = [
    ("chave-aws", re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"), "crítica"),
    ("token-github", re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b"), "alta"),
    ("token-github-fino", re.compile(r"\bgithub_pat_[A-Za-z0-9_]{60,}\b"), "alta"),
    ("stripe-live", re.compile(r"\b[sr]k_live_[A-Za-z0-9]{24,}\b"), "crítica"),
    ("slack", re.compile(r"\bxox[abpr]-[A-Za-z0-9-]{10,}\b"), "alta"),
    ("chave-privada", re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----"), "crítica"),
    ("senha-env", re.compile(r"(?im)^\s*[A-Z_]*(?:PASSWORD|SECRET|TOKEN)[A-Z_]*\s*=\s*['\"]?([^\s'\"#]{8,})"), "média"),
]


def raiz_repo():
    try:
        return subprocess.run(["git", "rev-parse", "--show-toplevel"], capture_output=True,
                              text=True, check=True).stdout.strip()
    except subprocess.CalledProcessError:
        sys.exit("Não é um repositório git.")


def ignorados(raiz):
    p = os.path.join(raiz, ".varredura-ignore")
    if not os.path.exists(p):
        return []
    with open(p) as fh:
        return [l.strip() for l in fh if l.strip() and not l.startswith("#")]


def mascarar(v):
    return f"{v[:4]}… ({len(v)} car.)"


def varrer_texto(texto, origem, ign, achados):
    for nome, rx, sev in REGRAS:
        if any(fnmatch.fnmatch(origem, g) or g == nome for g in ign):
            continue
        for m in rx.finditer(texto):
            valor = m.group(1) if m.groups() else m.group(0)
            linha = texto.count("\n", 0, m.start()) + 1
            achados.append((sev, nome, f"{origem}:{linha}", mascarar(valor)))


def arquivos_atuais(raiz, ign, achados):
    lista = subprocess.run(["git", "ls-files", "-co", "--exclude-standard"], cwd=raiz,
                           capture_output=True, text=True).stdout.splitlines()
    for rel in lista:
        caminho = os.path.join(raiz, rel)
        try:
            if os.path.getsize(caminho) > 1_000_000:
                continue
            with open(caminho, errors="ignore") as fh:
                varrer_texto(fh.read(), rel, ign, achados)
        except OSError:
            continue


def historico(raiz, ign, achados):
    log = subprocess.run(["git", "log", "-p", "--all", "--no-color", "--pretty=format:@@commit %h"],
                         cwd=raiz, capture_output=True, text=True, errors="ignore").stdout
    commit = "?"
    bloco = []
    for l in log.splitlines():
        if l.startswith("@@commit "):
            if bloco:
                varrer_texto("\n".join(bloco), f"historico@{commit}", ign, achados)
            commit, bloco = l.split()[1], []
        elif l.startswith("+") and not l.startswith("+++"):
            bloco.append(l[1:])
    if bloco:
        varrer_texto("\n".join(bloco), f"historico@{commit}", ign, achados)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--historico", action="store_true")
    ap.add_argument("--staged", action="store_true", help="somente mudanças em stage (hook)")
    a = ap.parse_args()

    raiz = raiz_repo()
    ign = ignorados(raiz)
    achados = []

    if a.staged:
        diff = subprocess.run(["git", "diff", "--cached", "-U0", "--no-color"], cwd=raiz,
                              capture_output=True, text=True).stdout
        add = "\n".join(l[1:] for l in diff.splitlines() if l.startswith("+") and not l.startswith("+++"))
        varrer_texto(add, "stage", ign, achados)
    else:
        arquivos_atuais(raiz, ign, achados)
        if a.historico:
            historico(raiz, ign, achados)

    ordem = {"crítica": 0, "alta": 1, "média": 2}
    achados.sort(key=lambda x: ordem[x[0]])
    for sev, nome, onde, val in achados:
        print(f"{sev:8} {nome:18} {onde:50} {val}")
    print(f"\n{len(achados)} achado(s)")
    sys.exit(1 if (a.staged and achados) else 0)


if __name__ == "__main__":
    main()
