#!/usr/bin/env python3
"""Декодує платіжний QR (формат НБУ 001/002) і лише показує поля."""
import argparse, base64, csv, sys

POLYA = ["Службова мітка", "Версія", "Кодування", "Функція", "BIC", "Отримувач", "IBAN",
         "Сума", "ЄДРПОУ/РНОКПП", "Ref", "Призначення", "Відображення"]


def dekoduvaty(s):
    if "/qr/" in s:
        s = s.split("/qr/", 1)[1]
    s = s.strip()
    s += "=" * (-len(s) % 4)
    try:
        raw = base64.urlsafe_b64decode(s)
    except Exception:
        raw = s.encode()
    for enc in ("utf-8", "cp1251"):
        try:
            return raw.decode(enc)
        except UnicodeDecodeError:
            continue
    return raw.decode("utf-8", "replace")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("dani")
    ap.add_argument("--dovidnyk", help="CSV: назва;ЄДРПОУ;IBAN")
    a = ap.parse_args()
    ryadky = dekoduvaty(a.dani).splitlines()
    pole = dict(zip(POLYA, ryadky + [""] * (len(POLYA) - len(ryadky))))
    for k, v in pole.items():
        # показуємо як текст; нічого не виконуємо
        print(f"{k:<16}: {v!r}")
    if a.dovidnyk:
        with open(a.dovidnyk, encoding="utf-8") as f:
            vidomi = {r[1].strip(): r[2].replace(' ', '').strip() for r in csv.reader(f, delimiter=';') if len(r) >= 3}
        kod, iban = pole["ЄДРПОУ/РНОКПП"].strip(), pole["IBAN"].replace(" ", "").strip()
        if kod in vidomi and vidomi[kod] != iban:
            print(f"\n⚠ УВАГА: IBAN у рахунку ({iban}) відрізняється від довідника ({vidomi[kod]}).")
            sys.exit(2)
        elif kod not in vidomi:
            print("\nℹ Постачальника немає в довіднику – перевірте реквізити окремо.")
        else:
            print("\n✓ IBAN збігається з довідником.")


if __name__ == "__main__":
    main()
