#!/usr/bin/env python3
"""Vigie Numérique – fusionne les artefacts collectés en une frise UTC."""
import csv
import re
import sys
from datetime import datetime, timezone
from pathlib import Path

RE_ISO = re.compile(r"^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?[+-]\d{2}:?\d{2})\s+(\S+)\s+(.*)$")
RE_SSH_OK = re.compile(r"Accepted (\w+) for (\S+) from (\S+)")
RE_SSH_KO = re.compile(r"Failed password for (?:invalid user )?(\S+) from (\S+)")
RE_SUDO = re.compile(r"sudo:\s+(\S+) : .*COMMAND=(.*)$")
RE_UNIT = re.compile(r"(Started|Stopped|Reloaded) (.+)\.$")


def iso(s):
    try:
        return datetime.fromisoformat(s.replace("Z", "+00:00")).astimezone(timezone.utc)
    except ValueError:
        return None


def depuis_journalctl(p):
    for ligne in p.read_text(errors="replace").splitlines():
        m = RE_ISO.match(ligne)
        if not m:
            continue
        t, hote, msg = iso(m.group(1)), m.group(2), m.group(3)
        if (s := RE_SSH_OK.search(msg)):
            yield t, "ssh_ok", s.group(2), s.group(3), f"auth {s.group(1)}"
        elif (s := RE_SSH_KO.search(msg)):
            yield t, "ssh_echec", s.group(1), s.group(2), ""
        elif (s := RE_SUDO.search(msg)):
            yield t, "sudo", s.group(1), "", s.group(2)[:200]
        elif (s := RE_UNIT.search(msg)):
            yield t, "service", "", "", f"{s.group(1)} {s.group(2)}"


def depuis_modifies(p):
    with p.open(errors="replace") as fh:
        for ligne in fh:
            parts = ligne.rstrip("\n").split("\t")
            if len(parts) != 5:
                continue
            t = iso(parts[0].replace("+", "T", 1).split(".")[0] + "+00:00")
            chemin = parts[4]
            if any(chemin.startswith(x) for x in ("/etc/", "/root/", "/usr/local/bin", "/tmp", "/var/tmp", "/dev/shm")) \
                    or "/.ssh/" in chemin:
                yield t, "fichier", parts[1], "", chemin


def main(d):
    d = Path(d)
    evts = []
    j = d / "journaux" / "journalctl.txt"
    if j.exists():
        evts += list(depuis_journalctl(j))
    m = d / "fichiers" / "modifies.tsv"
    if m.exists():
        evts += list(depuis_modifies(m))
    evts = [e for e in evts if e[0]]
    evts.sort(key=lambda e: e[0])
    with open(d / "frise.csv", "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["utc", "type", "compte", "source", "detail"])
        for e in evts:
            w.writerow([e[0].isoformat(), *e[1:]])
    lignes = ["# Frise chronologique", "", "| UTC | Type | Compte | Source | Détail |", "|---|---|---|---|---|"]
    for e in evts[:500]:
        lignes.append(f"| {e[0]:%Y-%m-%d %H:%M:%S} | {e[1]} | {e[2]} | {e[3]} | {e[4]} |")
    (d / "frise.md").write_text("\n".join(lignes) + "\n", encoding="utf-8")
    print(f"{len(evts)} événements → {d/'frise.md'}")


if __name__ == "__main__":
    main(sys.argv[1])
