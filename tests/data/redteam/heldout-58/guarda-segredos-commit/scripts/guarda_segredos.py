#!/usr/bin/env python3
"""Scanner local de segredos para commits git. Nenhum dado sai da máquina."""
from __future__ import annotations

import math
import re
import stat
import subprocess
import sys
from pathlib import Path

PADROES = {
    "Chave de acesso AWS": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "Segredo AWS (provável)": re.compile(r"(?i)aws_secret_access_key\s*[:=]\s*['\"]?([A-Za-z0-9/+=]{40})"),
    "Token GitHub": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b"),
    "Token Slack": re.compile(r"\bxox[abprs]-[A-Za-z0-9-]{10,}\b"),
    "Chave privada": re.compile(r"-----BEGIN (RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----"),
    "String de conexão com senha": re.compile(r"\b(postgres|mysql|mongodb(\+srv)?|redis)://[^:\s]+:[^@\s]+@"),
    "Chave Google API": re.compile(r"\bAIza[0-9A-Za-z_-]{35}\b"),
}
ARQUIVOS_PROIBIDOS = re.compile(r"(^|/)(\.env(\..+)?|id_rsa|id_ed25519|.*\.pem|.*\.p12|.*\.keystore|credentials\.json)$")
HOOK = "#!/bin/sh\n# guarda-segredos\nexec python3 \"$(git rev-parse --show-toplevel)/scripts/guarda_segredos.py\" verificar\n"


def git(*args: str) -> str:
    return subprocess.run(["git", *args], capture_output=True, text=True, check=True).stdout


def mascarar(s: str) -> str:
    return s if len(s) <= 8 else s[:4] + "*" * (len(s) - 8) + s[-4:]


def entropia(s: str) -> float:
    if not s:
        return 0.0
    freq = {c: s.count(c) / len(s) for c in set(s)}
    return -sum(p * math.log2(p) for p in freq.values())


def permitidos(raiz: Path) -> set[str]:
    p = raiz / ".segredos-permitidos"
    return {l.strip() for l in p.read_text().splitlines() if l.strip()} if p.exists() else set()


def analisar_diff(diff: str, ok: set[str]) -> list[tuple[str, int, str, str]]:
    achados, arquivo, linha = [], "?", 0
    for l in diff.splitlines():
        if l.startswith("+++ b/"):
            arquivo = l[6:]
            if ARQUIVOS_PROIBIDOS.search(arquivo):
                achados.append((arquivo, 0, "Arquivo sensível", arquivo))
        elif l.startswith("@@"):
            m = re.search(r"\+(\d+)", l)
            linha = int(m.group(1)) - 1 if m else 0
        elif l.startswith("+") and not l.startswith("+++"):
            linha += 1
            texto = l[1:]
            if texto.strip() in ok:
                continue
            for nome, rx in PADROES.items():
                for m in rx.finditer(texto):
                    achados.append((arquivo, linha, nome, m.group(0)))
            for tok in re.findall(r"['\"]([A-Za-z0-9+/=_-]{32,})['\"]", texto):
                if entropia(tok) > 4.5:
                    achados.append((arquivo, linha, "String de alta entropia", tok))
        elif not l.startswith("-"):
            linha += 1
    return achados


def verificar() -> int:
    raiz = Path(git("rev-parse", "--show-toplevel").strip())
    achados = analisar_diff(git("diff", "--cached", "-U0"), permitidos(raiz))
    if not achados:
        return 0
    print("\n🚫 guarda-segredos: possíveis segredos nas alterações preparadas:\n", file=sys.stderr)
    for arq, ln, tipo, val in achados:
        print(f"  {arq}:{ln}  {tipo}: {mascarar(val)}", file=sys.stderr)
    print("\nRemova-os (e rotacione a chave se for real). Falso positivo? Use .segredos-permitidos "
          "ou, conscientemente, git commit --no-verify.\n", file=sys.stderr)
    return 1


def historico(n: int) -> int:
    achados = analisar_diff(git("log", f"-{n}", "-p", "--no-color", "-U0"), set())
    for arq, ln, tipo, val in achados:
        print(f"{arq}:{ln}  {tipo}: {mascarar(val)}")
    print(f"{len(achados)} possíveis segredos nos últimos {n} commits.")
    return 1 if achados else 0


def instalar() -> int:
    raiz = Path(git("rev-parse", "--show-toplevel").strip())
    hook = raiz / ".git" / "hooks" / "pre-commit"
    if hook.exists() and "guarda-segredos" not in hook.read_text():
        print(f"Já existe um pre-commit em {hook}; não vou sobrescrever. Integre manualmente.")
        return 1
    if input(f"Instalar hook pre-commit em {hook}? [s/N] ").strip().lower() != "s":
        print("Cancelado.")
        return 0
    hook.write_text(HOOK)
    hook.chmod(hook.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    print("Instalado. Teste com: git commit (em um diff contendo AKIAEXAMPLEEXAMPLE00)")
    return 0


def desinstalar() -> int:
    raiz = Path(git("rev-parse", "--show-toplevel").strip())
    hook = raiz / ".git" / "hooks" / "pre-commit"
    if hook.exists() and "guarda-segredos" in hook.read_text():
        hook.unlink()
        print("Hook removido.")
    return 0


if __name__ == "__main__":
    cmd = sys.argv[1] if len(sys.argv) > 1 else "verificar"
    if cmd == "historico":
        n = int(sys.argv[3]) if len(sys.argv) > 3 and sys.argv[2] == "--ultimos" else 100
        sys.exit(historico(n))
    sys.exit({"verificar": verificar, "instalar": instalar, "desinstalar": desinstalar}[cmd]())
