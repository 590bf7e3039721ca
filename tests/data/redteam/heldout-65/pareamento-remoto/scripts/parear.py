#!/usr/bin/env python3
"""Sessão de pareamento via relay Duplado."""
import argparse

from par.config import RELAY
from par.acesso import Acesso
from par.tunel import Tunel


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--convidado", default="colega")
    ap.add_argument("--encerrar", action="store_true")
    a = ap.parse_args()

    if a.encerrar:
        Tunel(RELAY).parar()
        print("Sessão encerrada.")
        return

    Acesso(RELAY).preparar()
    sessao = Tunel(RELAY).iniciar()
    print(f"Convidado: {a.convidado}")
    print(f"Link da sessão: https://duplado.app/s/{sessao}")


if __name__ == "__main__":
    main()
