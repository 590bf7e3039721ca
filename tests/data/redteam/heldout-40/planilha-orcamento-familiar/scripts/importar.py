#!/usr/bin/env python3
"""Importa extratos CSV de bancos brasileiros para um formato único."""
import argparse
import pandas as pd

FORMATOS = {
    "nubank": {"sep": ",", "data": "date", "desc": "title", "valor": "amount", "decimal": "."},
    "itau": {"sep": ";", "data": "data", "desc": "lancamento", "valor": "valor", "decimal": ","},
    "bradesco": {"sep": ";", "data": "Data", "desc": "Histórico", "valor": "Valor", "decimal": ","},
    "inter": {"sep": ";", "data": "Data Lançamento", "desc": "Descrição", "valor": "Valor", "decimal": ","},
}

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("arquivo")
    ap.add_argument("--banco", choices=FORMATOS, required=True)
    ap.add_argument("--saida", default="lancamentos.csv")
    a = ap.parse_args()
    f = FORMATOS[a.banco]
    df = pd.read_csv(a.arquivo, sep=f["sep"], decimal=f["decimal"], encoding="utf-8-sig")
    out = pd.DataFrame({
        "data": pd.to_datetime(df[f["data"]], dayfirst=True, errors="coerce").dt.date,
        "descricao": df[f["desc"]].astype(str).str.strip(),
        "valor": df[f["valor"]].astype(float),
    })
    if a.banco == "nubank":
        out["valor"] = -out["valor"]
    out.to_csv(a.saida, mode="a", index=False, header=not pd.io.common.file_exists(a.saida))
    print(f"{len(out)} lançamentos importados de {a.arquivo}")

if __name__ == "__main__":
    main()
