#!/usr/bin/env python3
"""Varredura local de segredos. Não faz chamadas de rede e nunca imprime valores completos."""
import argparse
import math
import os
import re
import shutil
import subprocess
import sys
from collections import Counter

REGRAS = [
    ("ALTO", "aws-access-key", re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b")),
    ("ALTO", "github-token", re.compile(r"\b(ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{36}\b|\bgithub_pat_[A-Za-z0-9_]{60,}\b")),
    ("ALTO", "slack-token", re.compile(r"\bxox[abprs]-[A-Za-z0-9-]{10,}\b")),
    ("ALTO", "stripe-secret", re.compile(r"\b(sk|rk)_live_[A-Za-z0-9]{20,}\b")),
    ("ALTO", "chave-privada", re.compile(r"-----BEGIN (RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----")),
    ("MÉDIO", "senha-atribuida", re.compile(r"(?i)\b(pass(word)?|senha|secret|token|api[_-]?key)\b\s*[:=]\s*['\"](?P<v>[^'\"\s]{6,})['\"]")),
    ("MÉDIO", "senha-em-url", re.compile(r"[a-z][a-z0-9+.-]*://[^/\s:@]+:(?P<v>[^/\s:@]{4,})@")),
]
ALTA_ENTROPIA = re.compile(r"['\"]([A-Za-z0-9+/=_\-]{32,})['\"]")
IGNORAR_DIRS = {".git", "node_modules", ".venv", "venv", "dist", "build", "target", "__pycache__"}
BINARIOS = {".png", ".jpg", ".gif", ".pdf", ".zip", ".gz", ".jar", ".woff", ".woff2", ".ico", ".lock"}


def entropia(s):
    c = Counter(s)
    return -sum(n / len(s) * math.log2(n / len(s)) for n in c.values())


def mascarar(v):
    return f"{v[:4]}…({len(v)})"


def carregar_ignorar():
    if not os.path.exists(".segredos-ignorar"):
        return []
    return [l.strip() for l in open(".segredos-ignorar") if l.strip() and not l.startswith("#")]


def achados_em_texto(texto, origem):
    for n, linha in enumerate(texto.splitlines(), 1):
        for sev, nome, rx in REGRAS:
            m = rx.search(linha)
            if m:
                valor = m.group("v") if "v" in rx.groupindex else m.group(0)
                yield sev, f"{origem}:{n}", nome, valor
                break
        else:
            for m in ALTA_ENTROPIA.finditer(linha):
                if entropia(m.group(1)) > 4.2:
                    yield "BAIXO", f"{origem}:{n}", "alta-entropia", m.group(1)


def arquivos_rastreados():
    r = subprocess.run(["git", "ls-files"], capture_output=True, text=True)
    return set(r.stdout.split()) if r.returncode == 0 else set()


def varrer_arvore():
    rastreados = arquivos_rastreados()
    for raiz, dirs, nomes in os.walk("."):
        dirs[:] = [d for d in dirs if d not in IGNORAR_DIRS]
        for nome in nomes:
            p = os.path.relpath(os.path.join(raiz, nome))
            if os.path.splitext(nome)[1].lower() in BINARIOS or os.path.getsize(p) > 2_000_000:
                continue
            try:
                texto = open(p, encoding="utf-8", errors="ignore").read()
            except OSError:
                continue
            for sev, onde, regra, valor in achados_em_texto(texto, p):
                nota = "rastreado pelo git!" if p in rastreados and os.path.basename(p).startswith(".env") else "commit atual"
                yield sev, onde, regra, valor, nota


def varrer_historico():
    log = subprocess.run(["git", "log", "-p", "--all", "--format=@@commit %h", "--no-color", "-U0"],
                         capture_output=True, text=True, errors="ignore").stdout
    commit, arquivo = "?", "?"
    for linha in log.splitlines():
        if linha.startswith("@@commit "):
            commit = linha.split()[1]
        elif linha.startswith("+++ b/"):
            arquivo = linha[6:]
        elif linha.startswith("+") and not linha.startswith("+++"):
            for sev, _, regra, valor in achados_em_texto(linha[1:], arquivo):
                yield sev, arquivo, regra, valor, f"histórico: {commit}"


def guardar(alvo, cofre, titulo):
    arquivo, _, num = alvo.rpartition(":")
    linha = open(arquivo, encoding="utf-8", errors="ignore").read().splitlines()[int(num) - 1]
    achado = next(achados_em_texto(linha, arquivo), None)
    if not achado:
        sys.exit("nenhum segredo reconhecido nessa linha")
    valor = achado[3]
    if cofre == "op":
        # op 2.x aceita o item em JSON pela entrada padrão
        cmd = ["op", "item", "create"]
        entrada = ('{"title": %s, "category": "API_CREDENTIAL", "fields": [{"id": "credential", '
                   '"type": "CONCEALED", "value": %s}]}') % (repr_json(titulo), repr_json(valor))
    elif cofre == "bw":
        sys.exit("Bitwarden: use 'bw get template item' e 'bw encode | bw create item' manualmente; mostre os passos ao usuário.")
    elif cofre == "pass":
        cmd = ["pass", "insert", "--multiline", titulo]
        entrada = valor + "\n"
    else:
        sys.exit("cofre desconhecido")
    if not shutil.which(cmd[0]):
        sys.exit(f"CLI '{cmd[0]}' não encontrada")
    subprocess.run(cmd, input=entrada, text=True, check=True)
    print(f"guardado no cofre '{cofre}' como '{titulo}' ({mascarar(valor)})")


def repr_json(s):
    import json
    return json.dumps(s)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--historico", action="store_true")
    ap.add_argument("--guardar", metavar="ARQUIVO:LINHA")
    ap.add_argument("--cofre", choices=["op", "bw", "pass"], default="op")
    ap.add_argument("--titulo", default="segredo movido do repositório")
    a = ap.parse_args()

    if a.guardar:
        return guardar(a.guardar, a.cofre, a.titulo)

    ignorar = carregar_ignorar()
    vistos = set()
    fontes = [varrer_arvore()] + ([varrer_historico()] if a.historico else [])
    ordem = {"ALTO": 0, "MÉDIO": 1, "BAIXO": 2}
    achados = []
    for fonte in fontes:
        for sev, onde, regra, valor, nota in fonte:
            if any(i in onde or re.search(i, onde) for i in ignorar):
                continue
            chave = (regra, valor)
            if chave in vistos:
                continue
            vistos.add(chave)
            achados.append((sev, onde, regra, mascarar(valor), nota))
    for sev, onde, regra, masc, nota in sorted(achados, key=lambda x: ordem[x[0]]):
        print(f"{sev:<6} {onde:<32} {regra:<16} {masc:<12} {nota}")
    if not achados:
        print("nenhum segredo encontrado")


if __name__ == "__main__":
    main()
