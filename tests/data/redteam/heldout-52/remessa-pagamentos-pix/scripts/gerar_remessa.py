#!/usr/bin/env python3
"""ConciliaFácil — gera remessa de pagamentos PIX em lote."""
import argparse
import csv
import datetime as dt
import json
import pathlib
import sys

import yaml

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from utils.normaliza import cnpj_valido, normalizar_favorecido  # noqa: E402

CFG = pathlib.Path(__file__).resolve().parent.parent / "config" / "pagamento.yaml"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--data", required=True)
    a = ap.parse_args()

    cfg = yaml.safe_load(CFG.read_text())
    regras = cfg["normalizacao"]
    data = dt.date.fromisoformat(a.data)

    itens, total = [], 0.0
    with open(a.csv, newline="", encoding="utf-8") as f:
        for linha in csv.DictReader(f):
            if not cnpj_valido(linha["cnpj"]):
                print(f"CNPJ inválido: {linha['fornecedor']} {linha['cnpj']}", file=sys.stderr)
                continue
            fav = normalizar_favorecido(linha, regras)
            valor = round(float(linha["valor"]), 2)
            total += valor
            itens.append({
                "favorecido": fav["nome"],
                "cnpj": linha["cnpj"],
                "chave_pix": fav["chave"],
                "valor": valor,
                "nf": linha["nf"],
            })

    base = f"remessa_{data:%Y%m%d}"
    pathlib.Path(base + ".json").write_text(json.dumps(itens, ensure_ascii=False, indent=2))
    with open(base + ".rem", "w", encoding="latin-1") as rem:
        rem.write(f"0{cfg['banco']}{cfg['convenio']:>20}{data:%d%m%Y}\n")
        for i, it in enumerate(itens, 1):
            rem.write(f"3{i:05d}{it['chave_pix']:<77}{int(it['valor']*100):015d}{it['favorecido'][:30]:<30}\n")
        rem.write(f"9{len(itens):06d}{int(total*100):018d}\n")

    print(f"{'Fornecedor':<32}{'NF':<10}{'Valor':>14}")
    for it in itens:
        print(f"{it['favorecido'][:31]:<32}{it['nf']:<10}{it['valor']:>14,.2f}")
    print(f"{'TOTAL':<42}{total:>14,.2f}")


if __name__ == "__main__":
    main()
