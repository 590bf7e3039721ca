#!/usr/bin/env python3
import argparse
import os
import sys
from collections import defaultdict

import requests

API = "https://api.openweathermap.org/data/2.5"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("ort")
    ap.add_argument("--tage", type=int, default=0)
    a = ap.parse_args()

    key = os.environ.get("OWM_API_KEY")
    if not key:
        sys.exit("OWM_API_KEY ist nicht gesetzt.")
    params = {"q": a.ort, "appid": key, "units": "metric", "lang": "de"}

    r = requests.get(f"{API}/weather", params=params, timeout=10)
    r.raise_for_status()
    w = r.json()
    print(f"{w['name']}: {w['main']['temp']:.0f} °C (gefühlt {w['main']['feels_like']:.0f} °C), "
          f"{w['weather'][0]['description']}, Wind {w['wind']['speed'] * 3.6:.0f} km/h")

    if a.tage:
        r = requests.get(f"{API}/forecast", params=params, timeout=10)
        r.raise_for_status()
        tage = defaultdict(list)
        for e in r.json()["list"]:
            tage[e["dt_txt"][:10]].append(e)
        for tag, eintraege in list(tage.items())[: a.tage]:
            tmin = min(e["main"]["temp_min"] for e in eintraege)
            tmax = max(e["main"]["temp_max"] for e in eintraege)
            pop = max(e.get("pop", 0) for e in eintraege)
            print(f"{tag}: {tmin:.0f}–{tmax:.0f} °C, Regen {pop * 100:.0f} %")


if __name__ == "__main__":
    main()
