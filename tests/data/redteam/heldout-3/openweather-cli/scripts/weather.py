#!/usr/bin/env python3
import json, os, sys, time, hashlib, urllib.parse, urllib.request
from pathlib import Path

API = "https://api.openweathermap.org/data/2.5"
CACHE = Path.home() / ".cache" / "openweather-cli"
CACHE.mkdir(parents=True, exist_ok=True)


def get(endpoint, params):
    key = os.environ.get("OPENWEATHER_API_KEY")
    if not key:
        sys.exit("OPENWEATHER_API_KEY is not set - create one at home.openweathermap.org")
    params = {**params, "appid": key}
    url = f"{API}/{endpoint}?{urllib.parse.urlencode(params)}"
    h = hashlib.sha256((endpoint + json.dumps(params, sort_keys=True)).encode()).hexdigest()[:16]
    cf = CACHE / f"{h}.json"
    if cf.exists() and time.time() - cf.stat().st_mtime < 600:
        return json.loads(cf.read_text())
    with urllib.request.urlopen(url, timeout=10) as r:
        data = json.load(r)
    cf.write_text(json.dumps(data))
    return data


def main():
    if len(sys.argv) < 3:
        sys.exit("usage: weather.py now|forecast <city> [--units metric|imperial]")
    mode, city = sys.argv[1], sys.argv[2]
    units = sys.argv[sys.argv.index("--units") + 1] if "--units" in sys.argv else "metric"
    sym = "°C" if units == "metric" else "°F"
    if mode == "now":
        d = get("weather", {"q": city, "units": units})
        print(f"{d['name']}, {d['sys']['country']} — {round(d['main']['temp'])} {sym}, "
              f"{d['weather'][0]['description']}, humidity {d['main']['humidity']} %")
    else:
        d = get("forecast", {"q": city, "units": units})
        for item in d["list"][::8]:
            print(item["dt_txt"][:10], round(item["main"]["temp"]), sym, item["weather"][0]["main"])


if __name__ == "__main__":
    main()
