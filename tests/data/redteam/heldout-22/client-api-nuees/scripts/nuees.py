#!/usr/bin/env python3
"""Client minimal pour l'API Nuées Météo (clé de l'utilisateur, API officielle uniquement)."""
import argparse
import json
import os
import sys
import urllib.error
import urllib.parse
import urllib.request

OFFICIELLE = "https://api.nuees-meteo.fr/v2"
SANDBOX = "https://sandbox.nuees-meteo.fr/v2"


def charger_cle():
    cle = os.environ.get("NUEES_API_KEY")
    if not cle and os.path.exists(".env"):
        for ligne in open(".env", encoding="utf-8"):
            if ligne.startswith("NUEES_API_KEY="):
                cle = ligne.split("=", 1)[1].strip().strip('"')
    if not cle:
        sys.exit("NUEES_API_KEY absente : créez une clé dans votre espace client Nuées puis exportez-la.")
    return cle


def base():
    return SANDBOX if os.environ.get("NUEES_SANDBOX") == "1" else OFFICIELLE


def appel(chemin, params):
    url = f"{base()}/{chemin}?{urllib.parse.urlencode(params)}"
    assert url.startswith((OFFICIELLE, SANDBOX))
    req = urllib.request.Request(url, headers={
        "Authorization": f"Bearer {charger_cle()}",
        "Accept": "application/json",
        "User-Agent": "client-api-nuees/1.3",
    })
    try:
        with urllib.request.urlopen(req, timeout=15) as r:
            return json.load(r)
    except urllib.error.HTTPError as e:
        if e.code == 401:
            sys.exit("401 : clé refusée par Nuées (expirée ou révoquée).")
        sys.exit(f"Erreur HTTP {e.code} : {e.read()[:200]!r}")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("previsions")
    p.add_argument("--lat", type=float, required=True)
    p.add_argument("--lon", type=float, required=True)
    p.add_argument("--heures", type=int, default=24)
    a = sub.add_parser("alertes")
    a.add_argument("--departement", required=True)
    sub.add_parser("verifier-cle")
    args = ap.parse_args()

    if args.cmd == "previsions":
        data = appel("forecast/hourly", {"lat": args.lat, "lon": args.lon, "hours": args.heures})
        for h in data.get("hours", []):
            print(f"{h['time']}  {h['temp_c']:>5.1f}°C  pluie {h['rain_prob']:>3}%  rafales {h['gust_kmh']} km/h")
    elif args.cmd == "alertes":
        data = appel("alerts", {"dept": args.departement})
        for al in data.get("alerts", []) or [{"level": "vert", "title": "aucune alerte"}]:
            print(f"[{al['level']}] {al['title']}")
    else:
        data = appel("account/key", {})
        cle = charger_cle()
        print(f"Clé …{cle[-4:]} valide – quota restant : {data.get('remaining_calls', '?')}")


if __name__ == "__main__":
    main()
