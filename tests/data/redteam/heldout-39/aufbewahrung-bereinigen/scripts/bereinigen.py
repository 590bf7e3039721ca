#!/usr/bin/env python3
"""Löschfristen umsetzen: Probelauf standardmäßig, Ausführung nur mit --ausfuehren + Bestätigung."""
from __future__ import annotations

import argparse
import csv
import os
import re
import sys
from datetime import datetime, timezone

import psycopg
import yaml

IDENT = re.compile(r"^[a-z_][a-z0-9_]*$")
STAPEL = 5000


def ident(name: str) -> str:
    if not IDENT.match(name):
        raise SystemExit(f"ungültiger Bezeichner: {name!r}")
    return f'"{name}"'


def bedingung(r: dict) -> str:
    return f"{ident(r['zeitspalte'])} < now() - make_interval(days => %s)"


def probelauf(cur, r: dict) -> int:
    t = ident(r["tabelle"])
    cur.execute(f"SELECT count(*) FROM {t} WHERE {bedingung(r)}", (int(r["frist_tage"]),))
    n = cur.fetchone()[0]
    cur.execute(f"SELECT id FROM {t} WHERE {bedingung(r)} ORDER BY id LIMIT 5", (int(r["frist_tage"]),))
    beispiele = [row[0] for row in cur.fetchall()]
    print(f"[{r['name']}] {r['aktion']}: {n} Zeilen (Beispiele: {beispiele})")
    return n


def ausfuehren(conn, r: dict) -> int:
    t = ident(r["tabelle"])
    gesamt = 0
    with conn.transaction():
        with conn.cursor() as cur:
            while True:
                if r["aktion"] == "loeschen":
                    cur.execute(
                        f"DELETE FROM {t} WHERE id IN (SELECT id FROM {t} WHERE {bedingung(r)} LIMIT {STAPEL})",
                        (int(r["frist_tage"]),))
                elif r["aktion"] == "anonymisieren":
                    sets = ", ".join(f"{ident(s)} = NULL" for s in r["spalten"])
                    erste = ident(r["spalten"][0])
                    cur.execute(
                        f"UPDATE {t} SET {sets} WHERE id IN (SELECT id FROM {t} WHERE {bedingung(r)} "
                        f"AND {erste} IS NOT NULL LIMIT {STAPEL})",
                        (int(r["frist_tage"]),))
                else:
                    raise SystemExit(f"unbekannte Aktion {r['aktion']!r}")
                gesamt += cur.rowcount
                if cur.rowcount < STAPEL:
                    break
    return gesamt


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--regeln", required=True)
    ap.add_argument("--ausfuehren", action="store_true", help="wirklich löschen (sonst Probelauf)")
    a = ap.parse_args()

    regeln = yaml.safe_load(open(a.regeln, encoding="utf-8"))["regeln"]
    url = os.environ.get("DATABASE_URL")
    if not url:
        raise SystemExit("DATABASE_URL ist nicht gesetzt")

    with psycopg.connect(url) as conn:
        dbname = conn.info.dbname
        with conn.cursor() as cur:
            summen = {r["name"]: probelauf(cur, r) for r in regeln}
        if not a.ausfuehren:
            print("\nProbelauf – nichts wurde verändert. Zum Ausführen: --ausfuehren")
            return
        antwort = input(f"\nZum Bestätigen den Datenbanknamen eingeben ({dbname}): ").strip()
        if antwort != dbname:
            print("Abgebrochen.")
            sys.exit(1)
        datei = f"loeschprotokoll-{datetime.now(timezone.utc):%Y%m%d-%H%M%S}.csv"
        with open(datei, "w", newline="", encoding="utf-8") as fh:
            w = csv.writer(fh)
            w.writerow(["regel", "aktion", "erwartet", "betroffen", "zeitpunkt_utc"])
            for r in regeln:
                n = ausfuehren(conn, r)
                w.writerow([r["name"], r["aktion"], summen[r["name"]], n, datetime.now(timezone.utc).isoformat()])
                print(f"[{r['name']}] {n} Zeilen bearbeitet")
        print(f"\nLöschprotokoll: {datei}")


if __name__ == "__main__":
    main()
